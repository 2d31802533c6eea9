# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The linalg ops (tensorplay/ops/linalg/ops.yaml), one section each. A primitive's section holds its
NumPy kernel, its backward formulas (in tensorplay ops, so they can be differentiated and
batched again), its JVP rule, its `OpDef` (which names the graph-node class, the C loops and
the batching rule) and its public function; a composite's holds its body, whose ops give its
gradient, JVP and batching. Helpers are qualified: `K.` is this family's kernels.py, `KS.` the
shared tensorplay/ops/shared/kernels.py, `H.` this family's formulas.py, `HS.` the shared
tensorplay/ops/shared/formulas.py. Every other op is reached through the late-bound table
`O` (tensorplay/core/optable.py), which this module fills at import: no family imports another.
"""

import numpy as np

from ..shared import formulas as HS
from . import formulas as H
from ..shared import kernels as KS
from . import kernels as K
from ...dispatch.dispatcher import OpDef
from ...dispatch.args import DtypeRules as _DtypeRules
from ...dispatch.args import check_dtypes as _check_dtypes
from ...backends import c as _c
from ...dispatch.dispatcher import call as _call
from ...dispatch.dispatcher import any_interpreter as _any_interpreter
from ...core.interpreters import takes_fused as _takes_fused
from ...dispatch.inplace import would_record as _would_record
from ...dispatch.overloads import resolve as _resolve
from ...dispatch.overloads import varargs as _varargs
from . import batching as B
from ..nn import batching as Rbatching
from ...core import optable as O
# --8<-- [start:matmul]
# ── matmul ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:7
#   matmul: Matrix product with NumPy's rules; 1-D operands are vectors, batch dim…
#   backward[self]: matmul_backward_self(grad, shapes[0], other)
#   backward[other]: matmul_backward_other(grad, self, shapes[1])
#   jvp: [self] matmul(self_t, other) + [other] matmul(self, other_t)
#   uses K.DtypeError (tensorplay/ops/linalg/kernels.py:11)
#   uses K.ShapeError (tensorplay/ops/linalg/kernels.py:11)
#   uses K._matmul_bmm (tensorplay/ops/linalg/kernels.py:538)
#   uses K._should_fold (tensorplay/ops/linalg/kernels.py:525)
#   uses K._torch_name (tensorplay/ops/linalg/kernels.py:11)
#   uses H.matmul_backward_other (tensorplay/ops/linalg/formulas.py:46)
#   uses H.matmul_backward_self (tensorplay/ops/linalg/formulas.py:32)
#   uses rule B.matmul_rule (tensorplay/ops/linalg/batching.py:13)
def _matmul_kernel(self, other):
    if (self.ndim > 2 or other.ndim > 2) and self.ndim and other.ndim and not K._should_fold(self, other):
        return K._matmul_bmm(self, other)  # shapes, an empty answer, then dtypes
    if self.dtype != other.dtype:  # PyTorch's matrix products never promote
        raise K.DtypeError(f"expected both operands to have the same dtype, but got {K._torch_name(self.dtype)} "
                         f"and {K._torch_name(other.dtype)}")
    if self.ndim == 0 or other.ndim == 0:
        raise K.ShapeError("both arguments to matmul need to be at least 1D, but they are "
                         f"{self.ndim}D and {other.ndim}D")
    k_self = self.shape[-1]
    k_other = other.shape[-2] if other.ndim > 1 else other.shape[0]
    if k_self != k_other:
        a = "x".join(map(str, self.shape))
        b = "x".join(map(str, other.shape))
        raise K.ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({a} and {b})")
    if self.dtype == np.bool_ and self.size and other.size:  # an empty one never reaches the kernel
        name = "dot" if self.ndim == other.ndim == 1 else "addmv_impl_cpu" if 1 in (self.ndim, other.ndim) \
            else "addmm_impl_cpu_"
        raise NotImplementedError(f"\"{name}\" not implemented for 'Bool'")
    if k_self == 1 and self.ndim > 1 and other.ndim > 1:  # outer products: one multiply
        return np.multiply(self, other)  # (np.matmul: 2.5-7.5 ms on (1, 1) @ (1, 1M) float32)
    if self.ndim > 2 and other.ndim == 2 and self.size and self.flags.c_contiguous:
        # leading dims folded into one: one BLAS call (np.matmul would loop over them:
        # linear's gradient (B, T, out) @ weight, 10-15 % slower on small matrices)
        return np.matmul(self.reshape(-1, k_self), other).reshape(*self.shape[:-1], other.shape[1])
    return np.matmul(self, other)

def _matmul_backward(grads, needs, shapes, self=None, other=None, **params):
    grad = grads[0]
    return (
        (H.matmul_backward_self(grad, shapes[0], other)) if needs[0] else None,
        (H.matmul_backward_other(grad, self, shapes[1])) if needs[1] else None,
    )

def _matmul_jvp(tangents, self, other, result, **params):
    self_t, other_t, = tangents
    out = None
    if self_t is not None:
        out = HS.add_tangent(out, O.matmul(self_t, other))
    if other_t is not None:
        out = HS.add_tangent(out, O.matmul(self, other_t))
    return out

_op_matmul = OpDef('matmul', _matmul_kernel, line=7, tensor_args=('self', 'other'),
                   differentiable=(True, True), saves_per_input=(('other',), ('self',)), jvp_kind='terms',
                   vmap={'custom': 'matmul'}, fast='same', node='MatmulBackward0', backward=_matmul_backward,
                   jvp=_matmul_jvp, vmap_rule=B.matmul_rule)

def matmul(input, other):
    return _call(_op_matmul, (input, other))
# --8<-- [end:matmul]
# --8<-- [start:linear]
# ── linear ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:61
#   linear: self @ weight.T + bias — what nn.Linear computes; leading dims of `sel…
#   uses H._linear_add_bias (tensorplay/ops/linalg/formulas.py:653)
#   uses H._linear_bias_error (tensorplay/ops/linalg/formulas.py:616)
_linear_dtype_rules = _DtypeRules('linear', ('self', 'weight', 'bias'), (0, 1, 2))


def _linear_checks(self, weight, bias):  # before the body and before the fused path
    _check_dtypes(_linear_dtype_rules, (self, weight, bias), {},
                  lambda self, weight, bias: _linear_composite(self, weight, bias))
    if not (self.dim() >= 1 and weight.dim() >= 1):
        raise RuntimeError(f'linear: both arguments to linear need to be at least 1D, but they are {self.dim()}D and {weight.dim()}D')
    if not (weight.dim() == 2):
        raise RuntimeError(f'linear: weight must be 2-D (out_features, in_features), got shape {list(weight.shape)}')
    if H._linear_bias_error(self, weight, bias) is not None:
        raise RuntimeError(f'linear: {H._linear_bias_error(self, weight, bias)}')

def _linear_composite(self, weight, bias):
    _linear_checks(self, weight, bias)
    # leading dims folded into one: one BLAS call (np.matmul would loop over them)
    x = O.reshape(self, [-1, self.shape[-1]]) if self.dim() > 2 else self
    out = H._linear_add_bias(O.matmul(x, O.transpose(weight, 0, 1)), bias)
    return O.reshape(out, [*self.shape[:-1], weight.shape[0]]) if self.dim() > 2 else out

# fused: one node outside every transform; backward: the formulas below
def _linear_kernel(self, weight, bias):
    rows = self.reshape(-1, self.shape[-1])
    if rows.shape[1] != weight.shape[1]:
        raise K.ShapeError(f"mat1 and mat2 shapes cannot be multiplied ({rows.shape[0]}x{rows.shape[1]} "
                         f"and {weight.shape[1]}x{weight.shape[0]})")
    # float16: PyTorch's addmm (a 2-D input, or a contiguous one with a contiguous 1-D bias)
    # accumulates in float32 and rounds once, after the bias; otherwise its matmul rounds
    # and the bias is added in place after
    dt = rows.dtype
    if dt == np.float16:
        rows, weight = rows.astype(np.float32), weight.astype(np.float32)
    out = np.matmul(rows, weight.T)
    if dt == np.float16 and self.ndim != 2 and not (
            self.flags.c_contiguous and bias is not None and bias.ndim == 1 and bias.flags.c_contiguous):
        out = out.astype(dt)
    if bias is not None:
        out = out + bias
    return out.astype(dt, copy=False).reshape(*self.shape[:-1], weight.shape[0])

#   fused backward[self: matmul(grad, weight)]
#   fused backward[weight: matmul(transpose(grad, 0, 1), self) if self.dim() == 2 else matmul(transpose(reshape(grad, [-1, shapes[1][0]]), 0, 1), reshape(self, [-1, shapes[1][1]]))]
#   fused backward[bias: sum_to(grad, shapes[2])]
def _linear_backward(grads, needs, shapes, self=None, weight=None, **params):
    grad = grads[0]
    return (
        (O.matmul(grad, weight)) if needs[0] else None,
        (O.matmul(O.transpose(grad, 0, 1), self) if self.dim() == 2 else O.matmul(O.transpose(O.reshape(grad, [-1, shapes[1][0]]), 0, 1), O.reshape(self, [-1, shapes[1][1]]))) if needs[1] else None,
        (H.sum_to(grad, shapes[2])) if needs[2] else None,
    )

_op_linear = OpDef('linear', _linear_kernel, line=61, tensor_args=('self', 'weight', 'bias'),
                   differentiable=(True, True, True), saves_per_input=(('weight',), ('self',), ()),
                   vmap='composite', node='LinearBackward0', prechecked=True, backward=_linear_backward)

def linear(input, weight, bias=None):
    if _any_interpreter and not _takes_fused():
        return _linear_composite(input, weight, bias)
    _linear_checks(input, weight, bias)
    return _call(_op_linear, (input, weight, bias))
# --8<-- [end:linear]
# --8<-- [start:mm]
# ── mm ────────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:113
#   mm: Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadc…
_mm_dtype_rules = _DtypeRules('mm', ('self', 'mat2'), (0, 1))


def _mm_composite(self, mat2):
    _check_dtypes(_mm_dtype_rules, (self, mat2), {},
                  lambda self, mat2: _mm_composite(self, mat2))
    if not (self.dim() == 2 and mat2.dim() == 2):
        raise RuntimeError(f'mm: both arguments must be matrices (2-D), got shapes {list(self.shape)} and {list(mat2.shape)}')
    return O.matmul(self, mat2)


def mm(input, mat2):
    return _mm_composite(input, mat2)
# --8<-- [end:mm]
# --8<-- [start:bmm]
# ── bmm ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:133
#   bmm: Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b,…
_bmm_dtype_rules = _DtypeRules('bmm', ('self', 'mat2'), (0, 1))


def _bmm_composite(self, mat2):
    _check_dtypes(_bmm_dtype_rules, (self, mat2), {},
                  lambda self, mat2: _bmm_composite(self, mat2))
    if not (self.dim() == 3 and mat2.dim() == 3):
        raise RuntimeError(f'bmm: batch1 and batch2 must be 3-D tensors, got shapes {list(self.shape)} and {list(mat2.shape)}')
    if not (self.shape[0] == mat2.shape[0] and self.shape[2] == mat2.shape[1]):
        raise RuntimeError(f'bmm: Expected size for first two dimensions of batch2 tensor to be: [{self.shape[0]}, {self.shape[2]}] but got: [{mat2.shape[0]}, {mat2.shape[1]}] (shapes {list(self.shape)} and {list(mat2.shape)})')
    return O.matmul(self, mat2)


def bmm(input, mat2):
    return _bmm_composite(input, mat2)
# --8<-- [end:bmm]
# --8<-- [start:mv]
# ── mv ────────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:152
#   mv: Matrix-vector product, (n, m) @ (m,) → (n,).
def _mv_composite(self, vec):
    if not (self.dim() > 0):
        raise IndexError('mv: Dimension specified as 0 but tensor has no dimensions')
    if not (self.dim() == 2 and vec.dim() == 1):
        raise RuntimeError(f'mv: vector + matrix @ vector expected, got shapes {list(self.shape)} and {list(vec.shape)}')
    if not (self.shape[1] == vec.shape[0]):
        raise RuntimeError(f'mv: size mismatch, got input ({self.shape[0]}), mat ({self.shape[0]}x{self.shape[1]}), vec ({vec.shape[0]})')
    return O.matmul(self, vec)


def mv(input, vec):
    return _mv_composite(input, vec)
# --8<-- [end:mv]
# --8<-- [start:dot]
# ── dot ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:173
#   dot: Inner product of two 1-D tensors of the same length (a 0-d result); no…
_dot_dtype_rules = _DtypeRules('dot', ('self', 'tensor'), (0, 1))


def _dot_composite(self, tensor):
    _check_dtypes(_dot_dtype_rules, (self, tensor), {},
                  lambda self, tensor: _dot_composite(self, tensor))
    if not (self.dim() == 1 and tensor.dim() == 1):
        raise RuntimeError(f'dot: 1D tensors expected, but got {self.dim()}D and {tensor.dim()}D tensors')
    if not (self.shape[0] == tensor.shape[0]):
        raise RuntimeError(f'dot: inconsistent tensor size, expected tensor [{self.shape[0]}] and src [{tensor.shape[0]}] to have the same number of elements, but got {self.shape[0]} and {tensor.shape[0]} elements respectively')
    return O.matmul(self, tensor)


def dot(input, tensor):
    return _dot_composite(input, tensor)
# --8<-- [end:dot]
# --8<-- [start:outer]
# ── outer ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:193
#   outer: Outer product of two 1-D tensors, (n,) and (m,) → (n, m) with out[i, j…
def _outer_composite(self, vec2):
    if not (self.dim() == 1 and vec2.dim() == 1):
        raise RuntimeError(f'outer: expected 1-D tensors, got shapes {list(self.shape)} and {list(vec2.shape)}')
    return O.unsqueeze(self, 1) * vec2


def outer(input, vec2):
    return _outer_composite(input, vec2)
# --8<-- [end:outer]
# --8<-- [start:addmm]
# ── addmm ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:209
#   addmm: beta * self + alpha * (mat1 @ mat2), self broadcast to the (n, p) prod…
#   uses HS.opmath (tensorplay/ops/shared/formulas.py:41)
#   uses HS.same_as (tensorplay/ops/shared/formulas.py:48)
_addmm_dtype_rules = _DtypeRules('addmm', ('self', 'mat1', 'mat2'), (0, 1, 2))


def _addmm_composite(self, mat1, mat2, beta, alpha):
    _check_dtypes(_addmm_dtype_rules, (self, mat1, mat2), {},
                  lambda self, mat1, mat2: _addmm_composite(self, mat1, mat2, beta, alpha))
    if not (mat1.dim() == 2):
        raise RuntimeError(f'addmm: mat1 must be a matrix, got {mat1.dim()}-D tensor')
    if not (mat2.dim() == 2):
        raise RuntimeError(f'addmm: mat2 must be a matrix, got {mat2.dim()}-D tensor')
    prod = O.mm(HS.opmath(mat1), HS.opmath(mat2))
    prod = prod if alpha == 1 else prod * alpha
    if beta == 0:
        e = O.expand(self, prod.shape)
        # self's gradient is zeros, as PyTorch
        return HS.same_as(prod + O._depends_on(O.zeros_like(e), e), self, mat1, mat2)
    return HS.same_as(prod + (self if beta == 1 else HS.opmath(self) * beta), self, mat1, mat2)


def addmm(input, mat1, mat2, *, beta=1, alpha=1):
    return _addmm_composite(input, mat1, mat2, beta, alpha)
# --8<-- [end:addmm]
# --8<-- [start:baddbmm]
# ── baddbmm ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:239
#   baddbmm: beta * self + alpha * bmm(batch1, batch2), self broadcast to the (b, n…
#   uses H._baddbmm_shape_error (tensorplay/ops/linalg/formulas.py:633)
#   uses HS._type_name (tensorplay/ops/shared/formulas.py:357)
#   uses HS.opmath (tensorplay/ops/shared/formulas.py:41)
#   uses HS.same_as (tensorplay/ops/shared/formulas.py:48)
def _baddbmm_composite(self, batch1, batch2, beta, alpha):
    if not (batch1.dim() == 3):
        raise RuntimeError('baddbmm: batch1 must be a 3D tensor')
    if not (batch2.dim() == 3):
        raise RuntimeError('baddbmm: batch2 must be a 3D tensor')
    if H._baddbmm_shape_error(self, batch1, batch2) is not None:
        raise RuntimeError(f'baddbmm: {H._baddbmm_shape_error(self, batch1, batch2)}')
    if not (self.dtype == batch1.dtype):
        raise RuntimeError(f'baddbmm: Input dtypes must be the same, got: input {HS._type_name(self)}, batch1: {HS._type_name(batch1)}, batch2: {HS._type_name(batch2)}')
    if not (HS._type_name(batch1) != "Bool"):
        raise NotImplementedError('baddbmm: "baddbmm" not implemented for \'Bool\'')
    if not (batch2.dtype == batch1.dtype):
        raise RuntimeError(f'baddbmm: expected scalar type {HS._type_name(batch1)} but found {HS._type_name(batch2)}')
    prod = O.bmm(HS.opmath(batch1), HS.opmath(batch2))
    prod = prod if alpha == 1 else prod * alpha
    if beta == 0:
        e = O.expand(self, prod.shape)
        return HS.same_as(prod + O._depends_on(O.zeros_like(e), e), self, batch1, batch2)
    return HS.same_as(prod + (self if beta == 1 else HS.opmath(self) * beta), self, batch1, batch2)


def baddbmm(input, batch1, batch2, *, beta=1, alpha=1):
    return _baddbmm_composite(input, batch1, batch2, beta, alpha)
# --8<-- [end:baddbmm]
# --8<-- [start:trace]
# ── trace ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:277
#   trace: Sum of the main diagonal of a 2-D tensor (need not be square); integer…
_trace_dtype_rules = _DtypeRules('trace', ('self',), (0,))


def _trace_checks(self):  # before the body and before the fused path
    _check_dtypes(_trace_dtype_rules, (self,), {},
                  lambda self: _trace_composite(self))
    if not (self.dim() == 2):
        raise RuntimeError(f'trace: trace: expected a matrix, but got tensor with dim {self.dim()}')

def _trace_composite(self):
    _trace_checks(self)
    return O.sum(O.diagonal(self))

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _trace_kernel(self):
    return np.add.reduce(self.diagonal(), dtype=np.int64 if self.dtype.kind in "biu" else self.dtype)

_op_trace = OpDef('trace', _trace_kernel, line=277, tensor_args=('self',), vmap='composite', prechecked=True)

def trace(input):
    if _any_interpreter and not _takes_fused() or _would_record((input,)):
        return _trace_composite(input)
    _trace_checks(input)
    return _call(_op_trace, (input,))
# --8<-- [end:trace]
# --8<-- [start:inner]
# ── inner ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:297
#   inner: Sum over the last dim of both: out[i.., j..] = sum_k self[i.., k] * ot…
#   uses H.tensordot_parts (tensorplay/ops/linalg/formulas.py:75)
def _inner_composite(self, other):
    if not (self.dim() == 0 or other.dim() == 0 or self.shape[-1] == other.shape[-1]):
        raise RuntimeError(f'inner: inner() the last dimension must match on both input tensors but got shapes {list(self.shape)} and {list(other.shape)}')
    if self.dim() == 0 or other.dim() == 0:
        return self * other
    if self.dim() == 1 and other.dim() == 1:  # dot's one node (tensordot's: five, and copies)
        return O.matmul(self, other)
    return H.tensordot_parts(self, other, [[-1], [-1]])


def inner(input, other):
    return _inner_composite(input, other)
# --8<-- [end:inner]
# --8<-- [start:vdot]
# ── vdot ──────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:322
#   vdot: Dot product of two 1-D tensors, conjugating the first (the same as dot…
_vdot_dtype_rules = _DtypeRules('vdot', ('self', 'other'), (0, 1))


def _vdot_composite(self, other):
    _check_dtypes(_vdot_dtype_rules, (self, other), {},
                  lambda self, other: _vdot_composite(self, other))
    if not (self.dim() == 1 and other.dim() == 1):
        raise RuntimeError(f'vdot: 1D tensors expected, but got {self.dim()}D and {other.dim()}D tensors')
    if not (self.shape[0] == other.shape[0]):
        raise RuntimeError(f'vdot: inconsistent tensor size, expected tensor [{self.shape[0]}] and src [{other.shape[0]}] to have the same number of elements, but got {self.shape[0]} and {other.shape[0]} elements respectively')
    return O.matmul(self, other)


def vdot(input, other):
    return _vdot_composite(input, other)
# --8<-- [end:vdot]
# --8<-- [start:kron]
# ── kron ──────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:342
#   kron: Kronecker product: the shorter shape is padded with leading 1s, and th…
#   uses H.kron_parts (tensorplay/ops/linalg/formulas.py:64)
def _kron_composite(self, other):
    return H.kron_parts(self, other)


def kron(input, other):
    return _kron_composite(input, other)
# --8<-- [end:kron]
# --8<-- [start:tensordot]
# ── tensordot ─────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:359
#   tensordot: Sum of products over paired dims: `dims` = n contracts a's last n dims…
#   uses H.tensordot_parts (tensorplay/ops/linalg/formulas.py:75)
_tensordot_dtype_rules = _DtypeRules('tensordot', ('a', 'b'), (0, 1))


def _tensordot_composite(a, b, dims):
    _check_dtypes(_tensordot_dtype_rules, (a, b), {},
                  lambda a, b: _tensordot_composite(a, b, dims))
    return H.tensordot_parts(a, b, dims)


def tensordot(a, b, dims=2):
    return _tensordot_composite(a, b, dims)
# --8<-- [end:tensordot]
# --8<-- [start:det]
# ── det ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:379
#   det: Determinant of a square matrix, or of each matrix of a batch (..., n, …
#   backward[self]: det_backward(grad, self, result)
#   jvp: [self] det_jvp(self, self_t, result)
#   uses K._det (tensorplay/ops/linalg/kernels.py:341)
#   uses H.det_backward (tensorplay/ops/linalg/formulas.py:555)
#   uses H.det_jvp (tensorplay/ops/linalg/formulas.py:604)
def _det_kernel(self):
    return K._det(self)

def _det_backward(grads, needs, shapes, self=None, result=None, **params):
    grad = grads[0]
    return ((H.det_backward(grad, self, result)) if needs[0] else None,)

def _det_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else H.det_jvp(self, self_t, result)

def _det_fused_backward(grads, needs, shapes, self=None, result=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run).
    NumPy: K._det_fused_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    result = result._data
    out = K._det_fused_backward(arrays, needs, shapes, self, result, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op_det = OpDef('det', _det_kernel, line=379, tensor_args=('self',), dtype='same', differentiable=(True,),
                saves_per_input=(('self', 'result'),), jvp_kind='terms', vmap={'trailing': 2}, fast='same',
                node='DetBackward0', backward=_det_backward, jvp=_det_jvp, fused_backward=_det_fused_backward)

def det(input):
    return _call(_op_det, (input,))
# --8<-- [end:det]
# --8<-- [start:inverse]
# ── inverse ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:403
#   inverse: Inverse of a square matrix (or of each in a batch); a singular one rai…
#   backward[self]: -matmul(matmul(transpose(result, -2, -1), grad), transpose(result, -2, -1))
#   jvp: [self] -matmul(matmul(result, self_t), result)
#   uses K._inv (tensorplay/ops/linalg/kernels.py:44)
def _inverse_kernel(self):
    return K._inv(self)

def _inverse_backward(grads, needs, shapes, result=None, **params):
    grad = grads[0]
    return (
        (-O.matmul(O.matmul(O.transpose(result, -2, -1), grad), O.transpose(result, -2, -1))) if needs[0] else None,
    )

def _inverse_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else -O.matmul(O.matmul(result, self_t), result)

_op_inverse = OpDef('inverse', _inverse_kernel, line=403, tensor_args=('self',), dtype='same',
                    differentiable=(True,), saves_per_input=(('result',),), jvp_kind='terms',
                    vmap={'trailing': 2}, fast='same', node='InverseBackward0', backward=_inverse_backward,
                    jvp=_inverse_jvp)

def inverse(input):
    return _call(_op_inverse, (input,))
# --8<-- [end:inverse]
# --8<-- [start:slogdet]
# ── slogdet ───────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:425
#   slogdet: (sign, log|det|) of a square matrix or batch, as a named tuple: the de…
#   backward[self]: slogdet_backward(grads[1], self)
#   jvp: slogdet_jvp(self, self_t)
#   uses K._slogdet (tensorplay/ops/linalg/kernels.py:357)
#   uses H.slogdet_backward (tensorplay/ops/linalg/formulas.py:589)
#   uses H.slogdet_jvp (tensorplay/ops/linalg/formulas.py:610)
def _slogdet_kernel(self):
    return K._slogdet(self)

def _slogdet_backward(grads, needs, shapes, self=None, **params):
    return ((H.slogdet_backward(grads[1], self)) if needs[0] else None,)

def _slogdet_jvp(tangents, self, result, **params):
    self_t, = tangents
    return H.slogdet_jvp(self, self_t)

def _slogdet_fused_backward(grads, needs, shapes, self=None, **params):
    """The fused backward on the arrays, run instead of the formulas when nothing
    differentiates this backward (None: they run).
    NumPy: K._slogdet_fused_backward.
    """
    arrays = [None if g is None else g._data for g in grads]
    self = self._data
    out = K._slogdet_fused_backward(arrays, needs, shapes, self, **params)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)

_op_slogdet = OpDef('slogdet', _slogdet_kernel, line=425, tensor_args=('self',), dtype='same',
                    outputs='tuple', differentiable=(True,), saves_per_input=(('self',),), jvp_kind='result',
                    vmap={'trailing': 2}, node='SlogdetBackward0', return_names=('sign', 'logabsdet'),
                    backward=_slogdet_backward, jvp=_slogdet_jvp, fused_backward=_slogdet_fused_backward,
                    reads_grads=(1,))

def slogdet(input):
    return _call(_op_slogdet, (input,))
# --8<-- [end:slogdet]
# --8<-- [start:logdet]
# ── logdet ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:446
#   logdet: log(det(self)) of a square matrix or batch; nan where the determinant …
def _logdet_composite(self):
    sign, logabsdet = O.slogdet(self)
    return O.where(sign < 0, O.full_like(logabsdet, float("nan")), logabsdet)


def logdet(input):
    return _logdet_composite(input)
# --8<-- [end:logdet]
# --8<-- [start:linalg_inv]
# ── linalg_inv ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:461
#   linalg_inv: Inverse of a square matrix or batch (tp.linalg.inv); a singular one ra…
def _linalg_inv_composite(A):
    return O.inverse(A)


def linalg_inv(A):
    return _linalg_inv_composite(A)
# --8<-- [end:linalg_inv]
# --8<-- [start:linalg_det]
# ── linalg_det ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:474
#   linalg_det: Determinant of a square matrix or batch (tp.linalg.det, the same op as…
def _linalg_det_composite(A):
    return O.det(A)


def linalg_det(A):
    return _linalg_det_composite(A)
# --8<-- [end:linalg_det]
# --8<-- [start:linalg_slogdet]
# ── linalg_slogdet ────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:487
#   linalg_slogdet: (sign, log|det|) of a square matrix or batch, as a named tuple (tp.lin…
def _linalg_slogdet_composite(A):
    return O.slogdet(A)


def linalg_slogdet(A):
    return _linalg_slogdet_composite(A)
# --8<-- [end:linalg_slogdet]
# --8<-- [start:linalg_vector_norm]
# ── linalg_vector_norm ────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:500
#   linalg_vector_norm: Vector ord-norm of x over `dim` (all elements if None): (sum |x|^ord)^…
def _linalg_vector_norm_composite(x, ord, dim, keepdim, dtype):
    return O.norm(x, ord, dim, keepdim, dtype=dtype)


def linalg_vector_norm(x, ord=2, dim=None, keepdim=False, *, dtype=None):
    return _linalg_vector_norm_composite(x, ord, dim, keepdim, dtype)
# --8<-- [end:linalg_vector_norm]
# --8<-- [start:linalg_matrix_norm]
# ── linalg_matrix_norm ────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:518
#   linalg_matrix_norm: Matrix norm over the two dims `dim` (the last two by default): 'fro' (…
#   uses H.matrix_norm_parts (tensorplay/ops/linalg/formulas.py:111)
def _linalg_matrix_norm_composite(A, ord, dim, keepdim, dtype):
    return H.matrix_norm_parts(A if dtype is None else O._to_copy(A, dtype=dtype), ord, dim, keepdim)


def linalg_matrix_norm(A, ord='fro', dim=[-2, -1], keepdim=False, *, dtype=None):
    return _linalg_matrix_norm_composite(A, ord, dim, keepdim, dtype)
# --8<-- [end:linalg_matrix_norm]
# --8<-- [start:linalg_norm]
# ── linalg_norm ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:541
#   linalg_norm: A vector norm (one dim, or the flattened tensor when ord and dim are N…
#   uses H.linalg_norm_parts (tensorplay/ops/linalg/formulas.py:142)
def _linalg_norm_composite(A, ord, dim, keepdim, dtype):
    return H.linalg_norm_parts(A if dtype is None else O._to_copy(A, dtype=dtype), ord, dim, keepdim)


def linalg_norm(A, ord=None, dim=None, keepdim=False, *, dtype=None):
    return _linalg_norm_composite(A, ord, dim, keepdim, dtype)
# --8<-- [end:linalg_norm]
# --8<-- [start:linalg_solve]
# ── linalg_solve ──────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:562
#   linalg_solve: X with A X = B (X A = B when left=False), batched; B is a (batch of) v…
#   uses H.solve_parts (tensorplay/ops/linalg/formulas.py:160)
def _linalg_solve_composite(A, B, left):
    return H.solve_parts(A, B, left)


def linalg_solve(A, B, *, left=True):
    return _linalg_solve_composite(A, B, left)
# --8<-- [end:linalg_solve]
# --8<-- [start:_lu_solve]
# ── _lu_solve ─────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:580
#   _lu_solve: X with A X = B (A^T X = B with trans) for matrices A (..., n, n) and B…
#   backward[A]: lu_solve_backward(grad, A, result, trans, zero_pivot, as_det, shapes, 0)
#   backward[B]: lu_solve_backward(grad, A, result, trans, zero_pivot, as_det, shapes, 1)
#   jvp: lu_solve_jvp(A, A_t, B_t, result, trans, zero_pivot, as_det)
#   uses K._lu_solve (tensorplay/ops/linalg/kernels.py:487)
#   uses H.lu_solve_backward (tensorplay/ops/linalg/formulas.py:194)
#   uses H.lu_solve_jvp (tensorplay/ops/linalg/formulas.py:208)
#   uses rule Rbatching.leading_broadcast_rule (tensorplay/ops/nn/batching.py:314)
def __lu_solve_kernel(A, B, trans, zero_pivot, as_det):
    return K._lu_solve(A, B, trans, zero_pivot, as_det)

def __lu_solve_backward(grads, needs, shapes, A=None, result=None, *, trans, zero_pivot, as_det, **params):
    grad = grads[0]
    return (
        (H.lu_solve_backward(grad, A, result, trans, zero_pivot, as_det, shapes, 0)) if needs[0] else None,
        (H.lu_solve_backward(grad, A, result, trans, zero_pivot, as_det, shapes, 1)) if needs[1] else None,
    )

def __lu_solve_jvp(tangents, A, B, result, *, trans, zero_pivot, as_det, **params):
    A_t, B_t, = tangents
    return H.lu_solve_jvp(A, A_t, B_t, result, trans, zero_pivot, as_det)

_op__lu_solve = OpDef('_lu_solve', __lu_solve_kernel, line=580, tensor_args=('A', 'B'), dtype='same',
                      differentiable=(True, True), saves_per_input=(('A', 'result'), ('A', 'result')),
                      jvp_kind='result', vmap={'custom': 'leading_broadcast'}, fast='same',
                      node='LuSolveBackward0', backward=__lu_solve_backward, jvp=__lu_solve_jvp,
                      vmap_rule=Rbatching.leading_broadcast_rule)

def _lu_solve(A, B, trans=False, zero_pivot='raise', as_det=False):
    return _call(_op__lu_solve, (A, B), {'trans': trans, 'zero_pivot': zero_pivot, 'as_det': as_det})
# --8<-- [end:_lu_solve]
# --8<-- [start:linalg_svd]
# ── linalg_svd ────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:605
#   linalg_svd: Singular value decomposition A = U diag(S) Vh of a matrix or batch (..…
#   backward[A]: svd_backward(grads[0], grads[1], grads[2], result[0], result[1], result[2], full_matrices)
#   jvp: svd_jvp(A_t, result[0], result[1], result[2], full_matrices)
#   uses K._svd (tensorplay/ops/linalg/kernels.py:95)
#   uses H.svd_backward (tensorplay/ops/linalg/formulas.py:253)
#   uses H.svd_jvp (tensorplay/ops/linalg/formulas.py:297)
def _linalg_svd_kernel(A, full_matrices, driver):
    return K._svd(A, full_matrices, driver)

def _linalg_svd_backward(grads, needs, shapes, result=None, *, full_matrices, **params):
    return (
        (H.svd_backward(grads[0], grads[1], grads[2], result[0], result[1], result[2], full_matrices)) if needs[0] else None,
    )

def _linalg_svd_jvp(tangents, A, result, *, full_matrices, **params):
    A_t, = tangents
    return H.svd_jvp(A_t, result[0], result[1], result[2], full_matrices)

_op_linalg_svd = OpDef('linalg_svd', _linalg_svd_kernel, line=605, tensor_args=('A',), dtype='same',
                       outputs='tuple', differentiable=(True,), saves_per_input=(('result',),),
                       jvp_kind='result', vmap={'trailing': 2}, node='LinalgSvdBackward0',
                       return_names=('U', 'S', 'Vh'), backward=_linalg_svd_backward, jvp=_linalg_svd_jvp)

def linalg_svd(A, full_matrices=True, *, driver=None):
    return _call(_op_linalg_svd, (A,), {'full_matrices': full_matrices, 'driver': driver})
# --8<-- [end:linalg_svd]
# --8<-- [start:svd]
# ── svd ───────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:630
#   svd: The older torch.svd: (U, S, V) with V = Vh^T (not Vh), reduced unless …
#   uses H.svd_parts (tensorplay/ops/linalg/formulas.py:485)
def _svd_composite(self, some, compute_uv):
    return H.svd_parts(self, some, compute_uv)


def svd(input, some=True, compute_uv=True):
    return _svd_composite(input, some, compute_uv)
# --8<-- [end:svd]
# --8<-- [start:linalg_svdvals]
# ── linalg_svdvals ────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:647
#   linalg_svdvals: The singular values of a matrix or batch (..., m, n) → (..., min(m, n)…
#   backward[A]: svdvals_backward(grad, A)
#   jvp: [A] svdvals_jvp(A, A_t)
#   uses K._svdvals (tensorplay/ops/linalg/kernels.py:106)
#   uses H.svdvals_backward (tensorplay/ops/linalg/formulas.py:325)
#   uses H.svdvals_jvp (tensorplay/ops/linalg/formulas.py:331)
def _linalg_svdvals_kernel(A, driver):
    return K._svdvals(A, driver)

def _linalg_svdvals_backward(grads, needs, shapes, A=None, **params):
    grad = grads[0]
    return ((H.svdvals_backward(grad, A)) if needs[0] else None,)

def _linalg_svdvals_jvp(tangents, A, result, **params):
    A_t, = tangents
    return None if A_t is None else H.svdvals_jvp(A, A_t)

_op_linalg_svdvals = OpDef('linalg_svdvals', _linalg_svdvals_kernel, line=647, tensor_args=('A',),
                           dtype='same', differentiable=(True,), saves_per_input=(('A',),), jvp_kind='terms',
                           vmap={'trailing': 2}, fast='same', node='LinalgSvdvalsBackward0',
                           backward=_linalg_svdvals_backward, jvp=_linalg_svdvals_jvp)

def linalg_svdvals(A, *, driver=None):
    return _call(_op_linalg_svdvals, (A,), {'driver': driver})
# --8<-- [end:linalg_svdvals]
# --8<-- [start:linalg_pinv]
# ── linalg_pinv ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:671
#   linalg_pinv: Moore-Penrose pseudoinverse (..., m, n) → (..., n, m) from the SVD (fr…
#   backward[A]: pinv_backward(grad, result, A)
#   jvp: [A] pinv_jvp(A, A_t, result)
#   uses K._pinv (tensorplay/ops/linalg/kernels.py:216)
#   uses H.pinv_backward (tensorplay/ops/linalg/formulas.py:464)
#   uses H.pinv_jvp (tensorplay/ops/linalg/formulas.py:475)
def _linalg_pinv_kernel(A, atol, rtol, hermitian):
    return K._pinv(A, atol, rtol, hermitian)

def _linalg_pinv_backward(grads, needs, shapes, A=None, result=None, **params):
    grad = grads[0]
    return ((H.pinv_backward(grad, result, A)) if needs[0] else None,)

def _linalg_pinv_jvp(tangents, A, result, **params):
    A_t, = tangents
    return None if A_t is None else H.pinv_jvp(A, A_t, result)

_op_linalg_pinv = OpDef('linalg_pinv', _linalg_pinv_kernel, line=671, tensor_args=('A',), dtype='same',
                        differentiable=(True,), saves_per_input=(('A', 'result'),), jvp_kind='terms',
                        vmap={'trailing': 2}, fast='same', node='LinalgPinvBackward0',
                        backward=_linalg_pinv_backward, jvp=_linalg_pinv_jvp)

def _overload_linalg_pinv(A, *, atol=None, rtol=None, hermitian=False):
    return _call(_op_linalg_pinv, (A,), {'atol': atol, 'rtol': rtol, 'hermitian': hermitian})

_overload_linalg_pinv.__tensor_params__ = ('A',)  # for _resolve
# --8<-- [end:linalg_pinv]
# --8<-- [start:linalg_pinv_rcond]
# ── linalg_pinv.rcond ─────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:695
#   linalg_pinv.rcond: The older positional form tp.linalg.pinv(A, rcond), rcond a relative c…
def _linalg_pinv_rcond_composite(A, rcond, hermitian):
    return O.linalg_pinv(A, rtol=rcond, hermitian=hermitian)


def _overload_linalg_pinv_rcond(A, rcond, hermitian=False):
    return _linalg_pinv_rcond_composite(A, rcond, hermitian)

_overload_linalg_pinv_rcond.__tensor_params__ = ('A',)  # for _resolve
# --8<-- [end:linalg_pinv_rcond]
# --8<-- [start:pinverse]
# ── pinverse ──────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:709
#   pinverse: Pseudoinverse with relative cutoff rcond (tp.linalg.pinv with rtol=rco…
def _pinverse_composite(self, rcond):
    return O.linalg_pinv(self, rtol=rcond)


def pinverse(input, rcond=1e-15):
    return _pinverse_composite(input, rcond)
# --8<-- [end:pinverse]
# --8<-- [start:linalg_qr]
# ── linalg_qr ─────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:723
#   linalg_qr: QR decomposition A = Q R of a matrix or batch, as the named tuple (Q, …
#   backward[A]: qr_backward(grads, result, mode)
#   jvp: qr_jvp(A_t, result[0], result[1], mode)
#   uses K._qr (tensorplay/ops/linalg/kernels.py:198)
#   uses H.qr_backward (tensorplay/ops/linalg/formulas.py:426)
#   uses H.qr_jvp (tensorplay/ops/linalg/formulas.py:446)
def _linalg_qr_kernel(A, mode):
    return K._qr(A, mode)

def _linalg_qr_backward(grads, needs, shapes, result=None, *, mode, **params):
    return ((H.qr_backward(grads, result, mode)) if needs[0] else None,)

def _linalg_qr_jvp(tangents, A, result, *, mode, **params):
    A_t, = tangents
    return H.qr_jvp(A_t, result[0], result[1], mode)

_op_linalg_qr = OpDef('linalg_qr', _linalg_qr_kernel, line=723, tensor_args=('A',), dtype='same',
                      outputs='tuple', differentiable=(True,), saves_per_input=(('result',),),
                      jvp_kind='result', vmap={'trailing': 2}, node='LinalgQrBackward0',
                      return_names=('Q', 'R'), backward=_linalg_qr_backward, jvp=_linalg_qr_jvp)

def linalg_qr(A, mode='reduced'):
    return _call(_op_linalg_qr, (A,), {'mode': mode})
# --8<-- [end:linalg_qr]
# --8<-- [start:linalg_eigh]
# ── linalg_eigh ───────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:747
#   linalg_eigh: Eigenvalues (ascending) and orthonormal eigenvectors of a symmetric ma…
#   backward[A]: eigh_backward(grads, result)
#   jvp: eigh_jvp(A_t, result[0], result[1])
#   uses K._eigh (tensorplay/ops/linalg/kernels.py:128)
#   uses H.eigh_backward (tensorplay/ops/linalg/formulas.py:337)
#   uses H.eigh_jvp (tensorplay/ops/linalg/formulas.py:354)
def _linalg_eigh_kernel(A, UPLO):
    return K._eigh(A, UPLO)

def _linalg_eigh_backward(grads, needs, shapes, result=None, **params):
    return ((H.eigh_backward(grads, result)) if needs[0] else None,)

def _linalg_eigh_jvp(tangents, A, result, **params):
    A_t, = tangents
    return H.eigh_jvp(A_t, result[0], result[1])

_op_linalg_eigh = OpDef('linalg_eigh', _linalg_eigh_kernel, line=747, tensor_args=('A',), dtype='same',
                        outputs='tuple', differentiable=(True,), saves_per_input=(('result',),),
                        jvp_kind='result', vmap={'trailing': 2}, node='LinalgEighBackward0',
                        return_names=('eigenvalues', 'eigenvectors'), backward=_linalg_eigh_backward,
                        jvp=_linalg_eigh_jvp)

def linalg_eigh(A, UPLO='L'):
    return _call(_op_linalg_eigh, (A,), {'UPLO': UPLO})
# --8<-- [end:linalg_eigh]
# --8<-- [start:linalg_eigvalsh]
# ── linalg_eigvalsh ───────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:774
#   linalg_eigvalsh: The eigenvalues (ascending) of a symmetric matrix or batch, from its U…
#   backward[A]: eigvalsh_backward(grad, A, UPLO)
#   jvp: [A] eigvalsh_jvp(A, A_t, UPLO)
#   uses K._eigh (tensorplay/ops/linalg/kernels.py:128)
#   uses H.eigvalsh_backward (tensorplay/ops/linalg/formulas.py:360)
#   uses H.eigvalsh_jvp (tensorplay/ops/linalg/formulas.py:365)
def _linalg_eigvalsh_kernel(A, UPLO):
    return K._eigh(A, UPLO, False)

def _linalg_eigvalsh_backward(grads, needs, shapes, A=None, *, UPLO, **params):
    grad = grads[0]
    return ((H.eigvalsh_backward(grad, A, UPLO)) if needs[0] else None,)

def _linalg_eigvalsh_jvp(tangents, A, result, *, UPLO, **params):
    A_t, = tangents
    return None if A_t is None else H.eigvalsh_jvp(A, A_t, UPLO)

_op_linalg_eigvalsh = OpDef('linalg_eigvalsh', _linalg_eigvalsh_kernel, line=774, tensor_args=('A',),
                            dtype='same', differentiable=(True,), saves_per_input=(('A',),), jvp_kind='terms',
                            vmap={'trailing': 2}, fast='same', node='LinalgEigvalshBackward0',
                            backward=_linalg_eigvalsh_backward, jvp=_linalg_eigvalsh_jvp)

def linalg_eigvalsh(A, UPLO='L'):
    return _call(_op_linalg_eigvalsh, (A,), {'UPLO': UPLO})
# --8<-- [end:linalg_eigvalsh]
# --8<-- [start:linalg_cholesky]
# ── linalg_cholesky ───────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:800
#   linalg_cholesky: Cholesky factor of a symmetric positive-definite matrix or batch: lowe…
#   backward[A]: cholesky_backward(grad, result, upper)
#   jvp: [A] cholesky_jvp(A_t, result, upper)
#   uses K._cholesky (tensorplay/ops/linalg/kernels.py:149)
#   uses H.cholesky_backward (tensorplay/ops/linalg/formulas.py:370)
#   uses H.cholesky_jvp (tensorplay/ops/linalg/formulas.py:387)
def _linalg_cholesky_kernel(A, upper):
    return K._cholesky(A, upper)

def _linalg_cholesky_backward(grads, needs, shapes, result=None, *, upper, **params):
    grad = grads[0]
    return ((H.cholesky_backward(grad, result, upper)) if needs[0] else None,)

def _linalg_cholesky_jvp(tangents, A, result, *, upper, **params):
    A_t, = tangents
    return None if A_t is None else H.cholesky_jvp(A_t, result, upper)

_op_linalg_cholesky = OpDef('linalg_cholesky', _linalg_cholesky_kernel, line=800, tensor_args=('A',),
                            dtype='same', differentiable=(True,), saves_per_input=(('result',),),
                            jvp_kind='terms', vmap={'trailing': 2}, fast='same',
                            node='LinalgCholeskyBackward0', backward=_linalg_cholesky_backward,
                            jvp=_linalg_cholesky_jvp)

def linalg_cholesky(A, *, upper=False):
    return _call(_op_linalg_cholesky, (A,), {'upper': upper})
# --8<-- [end:linalg_cholesky]
# --8<-- [start:linalg_lstsq]
# ── linalg_lstsq ──────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:828
#   linalg_lstsq: Least-squares solution X of min ||A X - B|| (the minimum-norm one when…
#   uses H.lstsq_parts (tensorplay/ops/linalg/formulas.py:499)
def _linalg_lstsq_composite(A, B, rcond, driver):
    return H.lstsq_parts(A, B, rcond, driver)

# fused: the kernel when nothing records; a recording call or a transform runs the body
def _linalg_lstsq_kernel(A, B, rcond, driver):
    return K._lstsq(A, B, rcond, driver)

_op_linalg_lstsq = OpDef('linalg_lstsq', _linalg_lstsq_kernel, line=828, tensor_args=('A', 'B'),
                         vmap='composite', prechecked=True, outputs='tuple',
                         return_names=('solution', 'residuals', 'rank', 'singular_values'))

def linalg_lstsq(A, B, rcond=None, *, driver=None):
    if _any_interpreter and not _takes_fused() or _would_record((A, B)):
        return _linalg_lstsq_composite(A, B, rcond, driver)
    return _call(_op_linalg_lstsq, (A, B), {'rcond': rcond, 'driver': driver})
# --8<-- [end:linalg_lstsq]
# --8<-- [start:einsum]
# ── einsum ────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:852
#   einsum: Sums of products named by subscripts: 'ij,jk->ik' is a matrix product,…
#   uses H.einsum_parts (tensorplay/ops/linalg/formulas.py:236)
def _einsum_composite(equation, operands):
    return H.einsum_parts(equation, operands)


def einsum(equation, *operands):
    return _einsum_composite(equation, _varargs(operands))
# --8<-- [end:einsum]
# --8<-- [start:cross]
# ── cross ─────────────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:879
#   cross: The cross product of 3-vectors along `dim` (self and other broadcast);…
#   uses H.cross_parts (tensorplay/ops/linalg/formulas.py:216)
def _cross_composite(self, other, dim):
    return H.cross_parts(self, other, dim, "linalg.cross")

# fused: one node outside every transform; backward: the formulas below
def _cross_kernel(self, other, dim):
    return K._cross(self, other, dim, "linalg.cross")

#   fused backward[self: cross_backward(grad, self, other, dim, True)]
#   fused backward[other: cross_backward(grad, self, other, dim, False)]
def _cross_backward(grads, needs, shapes, self=None, other=None, *, dim, **params):
    grad = grads[0]
    return (
        (H.cross_backward(grad, self, other, dim, True)) if needs[0] else None,
        (H.cross_backward(grad, self, other, dim, False)) if needs[1] else None,
    )

_op_cross = OpDef('cross', _cross_kernel, line=879, tensor_args=('self', 'other'),
                  differentiable=(True, True), saves_per_input=(('self', 'other'), ('self', 'other')),
                  vmap='composite', node='CrossBackward0', prechecked=True, backward=_cross_backward)

def cross(input, other, dim=None):
    if _any_interpreter and not _takes_fused():
        return _cross_composite(input, other, dim)
    return _call(_op_cross, (input, other), {'dim': dim})
# --8<-- [end:cross]
# --8<-- [start:linalg_cross]
# ── linalg_cross ──────────────────────────────────────────────── tensorplay/ops/linalg/ops.yaml:901
#   linalg_cross: The cross product of 3-vectors along `dim` (default the last), input a…
#   uses H.cross_parts (tensorplay/ops/linalg/formulas.py:216)
def _linalg_cross_composite(input, other, dim):
    return H.cross_parts(input, other, dim, "linalg.cross")

# fused: one node outside every transform; backward: the formulas below
def _linalg_cross_kernel(input, other, dim):
    return K._cross(input, other, dim, "linalg.cross")

#   fused backward[input: cross_backward(grad, input, other, dim, True)]
#   fused backward[other: cross_backward(grad, input, other, dim, False)]
def _linalg_cross_backward(grads, needs, shapes, input=None, other=None, *, dim, **params):
    grad = grads[0]
    return (
        (H.cross_backward(grad, input, other, dim, True)) if needs[0] else None,
        (H.cross_backward(grad, input, other, dim, False)) if needs[1] else None,
    )

_op_linalg_cross = OpDef('linalg_cross', _linalg_cross_kernel, line=901, tensor_args=('input', 'other'),
                         differentiable=(True, True),
                         saves_per_input=(('input', 'other'), ('input', 'other')), vmap='composite',
                         node='LinalgCrossBackward0', prechecked=True, backward=_linalg_cross_backward)

def linalg_cross(input, other, *, dim=-1):
    if _any_interpreter and not _takes_fused():
        return _linalg_cross_composite(input, other, dim)
    return _call(_op_linalg_cross, (input, other), {'dim': dim})
# --8<-- [end:linalg_cross]


# ── public functions ───────────────────────────────────────────────────────────────────
matmul.__doc__ = "Matrix product with NumPy's rules; 1-D operands are vectors, batch dims broadcast. Both operands have one dtype (no promotion, as in PyTorch)."
linear.__doc__ = 'self @ weight.T + bias — what nn.Linear computes; leading dims of `self` are batch dims.'
mm.__doc__ = 'Matrix product of two 2-D tensors, (n, m) @ (m, p) → (n, p); no broadcasting (see matmul).'
bmm.__doc__ = 'Batched matrix product of two 3-D tensors, (b, n, m) @ (b, m, p) → (b, n, p); no broadcasting.'
mv.__doc__ = 'Matrix-vector product, (n, m) @ (m,) → (n,).'
dot.__doc__ = 'Inner product of two 1-D tensors of the same length (a 0-d result); no broadcasting.'
outer.__doc__ = 'Outer product of two 1-D tensors, (n,) and (m,) → (n, m) with out[i, j] = self[i] * vec2[j].'
addmm.__doc__ = 'beta * self + alpha * (mat1 @ mat2), self broadcast to the (n, p) product; with beta = 0 self is ignored (nan and inf in it do not propagate), as in PyTorch.'
baddbmm.__doc__ = 'beta * self + alpha * bmm(batch1, batch2), self broadcast to the (b, n, p) product; with beta = 0 self is ignored.'
trace.__doc__ = 'Sum of the main diagonal of a 2-D tensor (need not be square); integers sum to int64.'
inner.__doc__ = 'Sum over the last dim of both: out[i.., j..] = sum_k self[i.., k] * other[j.., k] (a 0-d operand multiplies instead).'
vdot.__doc__ = 'Dot product of two 1-D tensors, conjugating the first (the same as dot for real dtypes, the only ones TensorPlay has).'
kron.__doc__ = 'Kronecker product: the shorter shape is padded with leading 1s, and the result has size self.shape[d] * other.shape[d] in each dim, block (i, j) being self[i, j] * other.'
tensordot.__doc__ = "Sum of products over paired dims: `dims` = n contracts a's last n dims with b's first n; `dims` = ([i...], [j...]) contracts a's dims i with b's dims j (PyTorch's keywords: a, b, dims). The free dims of a come first in the result, then those of b."
det.__doc__ = "Determinant of a square matrix, or of each matrix of a batch (..., n, n) → (...). Its gradient is grad * det * inverse(self)^T (Jacobi's formula) where the matrix is invertible and the adjugate (through the SVD) where it is singular, as in PyTorch."
inverse.__doc__ = 'Inverse of a square matrix (or of each in a batch); a singular one raises tp.linalg.LinAlgError. d(A^-1) = -A^-1 dA A^-1 gives both derivatives.'
slogdet.__doc__ = '(sign, log|det|) of a square matrix or batch, as a named tuple: the determinant without overflow or underflow for large matrices. The sign has no gradient.'
logdet.__doc__ = 'log(det(self)) of a square matrix or batch; nan where the determinant is negative and -inf where it is 0, as in PyTorch.'
linalg_inv.__doc__ = 'Inverse of a square matrix or batch (tp.linalg.inv); a singular one raises tp.linalg.LinAlgError.'
linalg_det.__doc__ = 'Determinant of a square matrix or batch (tp.linalg.det, the same op as tp.det).'
linalg_slogdet.__doc__ = '(sign, log|det|) of a square matrix or batch, as a named tuple (tp.linalg.slogdet).'
linalg_vector_norm.__doc__ = 'Vector ord-norm of x over `dim` (all elements if None): (sum |x|^ord)^(1/ord), with inf, -inf (max and min of |x|) and 0 (count of nonzeros). Integer inputs are refused as in PyTorch.'
linalg_matrix_norm.__doc__ = "Matrix norm over the two dims `dim` (the last two by default): 'fro' (root of the sum of squares), 1 / -1 (largest / smallest column sum of |A|), inf / -inf (row sums), 2 / -2 (largest / smallest singular value) and 'nuc' (their sum), through tp.linalg.svdvals."
linalg_norm.__doc__ = 'A vector norm (one dim, or the flattened tensor when ord and dim are None) or a matrix norm (two dims, or a 2-D tensor given ord without dim), as tp.linalg.vector_norm / matrix_norm.'
linalg_solve.__doc__ = "X with A X = B (X A = B when left=False), batched; B is a (batch of) vector(s) when it is 1-D or A's batch shape plus one dim. Solved through A's LU as PyTorch's (tp._lu_solve), so inf and NaN in A or B land where PyTorch's do, and so do its gradients."
_lu_solve.__doc__ = "X with A X = B (A^T X = B with trans) for matrices A (..., n, n) and B (..., n, k), batch dims broadcast, through A's LU as PyTorch's LAPACK computes and solves it (as_det: the LU of A^T, solved the other way, for a row-major contiguous A, as det and slogdet factor it), so inf and NaN land where PyTorch's do. A zero pivot raises linalg.solve's LinAlgError (zero_pivot 'raise'), is divided by ('divide', lu_solve's inf and NaN) or raised to eps ('eps', det's derivatives)."
linalg_svd.__doc__ = 'Singular value decomposition A = U diag(S) Vh of a matrix or batch (..., m, n), as the named tuple (U, S, Vh) with S descending; full_matrices=False gives the reduced U (m, k) and Vh (k, n), k = min(m, n). Singular vectors are fixed only up to sign, so the gradient is meant for losses that do not depend on the signs (U S Vh, S, |U|...), and needs distinct singular values; with full_matrices=True the extra columns get no gradient, as in PyTorch.'
svd.__doc__ = 'The older torch.svd: (U, S, V) with V = Vh^T (not Vh), reduced unless some=False; with compute_uv=False U and V are zero matrices of the full sizes, as PyTorch returns them.'
linalg_svdvals.__doc__ = 'The singular values of a matrix or batch (..., m, n) → (..., min(m, n)), descending. Its gradient U diag(grad) Vh is sign-free; it needs distinct singular values only when differentiated twice.'


def linalg_pinv(*args, **kwargs):
    return _resolve('linalg_pinv', (_overload_linalg_pinv, _overload_linalg_pinv_rcond, ), args, kwargs)


linalg_pinv.__doc__ = "Moore-Penrose pseudoinverse (..., m, n) → (..., n, m) from the SVD (from eigh of the lower triangle when hermitian=True): singular values at most max(atol, rtol * largest) are treated as zero; rtol defaults to eps * max(m, n), or 0 when atol > 0 is given. The gradient is PyTorch's pinv formula, exact where the rank does not change."
pinverse.__doc__ = 'Pseudoinverse with relative cutoff rcond (tp.linalg.pinv with rtol=rcond).'
linalg_qr.__doc__ = "QR decomposition A = Q R of a matrix or batch, as the named tuple (Q, R): mode 'reduced' (Q (m, k), R (k, n)), 'complete' (Q (m, m), R (m, n)) or 'r' (an empty Q). Differentiable for 'reduced', and for 'complete' when m <= n; R needs a nonzero diagonal."
linalg_eigh.__doc__ = "Eigenvalues (ascending) and orthonormal eigenvectors of a symmetric matrix or batch, read from its lower (UPLO='L') or upper ('U') triangle, as the named tuple (eigenvalues, eigenvectors). As in PyTorch the gradient is the symmetric one (A is taken to be symmetric), for losses that do not depend on the eigenvectors' signs, and needs distinct eigenvalues."
linalg_eigvalsh.__doc__ = 'The eigenvalues (ascending) of a symmetric matrix or batch, from its UPLO triangle; the gradient V diag(grad) V^T is symmetric, as in PyTorch.'
linalg_cholesky.__doc__ = "Cholesky factor of a symmetric positive-definite matrix or batch: lower L with A = L L^T (read from the lower triangle), or upper=True the upper U = L^T (from the upper triangle). A matrix that is not positive-definite raises tp.linalg.LinAlgError naming the failing leading minor. The gradient is PyTorch's symmetric one."
linalg_lstsq.__doc__ = "Least-squares solution X of min ||A X - B|| (the minimum-norm one when A is rank-deficient), as the named tuple (solution, residuals, rank, singular_values) filled as PyTorch's CPU drivers fill them: the default 'gelsy' gives the rank only, 'gelsd'/'gelss' also the singular values, and every driver but 'gelsy' the squared residuals when m > n and A has full rank. Computed as pinv(A) @ B, whose gradient is PyTorch's."
einsum.__doc__ = "Sums of products named by subscripts: 'ij,jk->ik' is a matrix product, 'ii->i' a diagonal, 'ii' a trace, 'bij,bjk->bik' a batched product, 'i,j->ij' an outer product, '...ij->...ji' a transpose of the last two dims. Without '->' the output holds the subscripts that appear once, in alphabetical order (after the ellipsis dims). Operands come as arguments or one list. Computed by taking diagonals, summing out private subscripts, then contracting the operands pairwise from left to right, each pair as one batched matmul."
cross.__doc__ = 'The cross product of 3-vectors along `dim` (self and other broadcast); without dim, along the first dim of size 3 (PyTorch deprecates that default; tp.linalg.cross uses the last dim).'
linalg_cross.__doc__ = 'The cross product of 3-vectors along `dim` (default the last), input and other broadcast (tp.linalg.cross).'


FUNCTIONS = {'matmul': matmul, 'mm': mm, 'bmm': bmm, 'mv': mv, 'dot': dot, 'outer': outer, 'addmm': addmm,
             'baddbmm': baddbmm, 'trace': trace, 'inner': inner, 'vdot': vdot, 'kron': kron,
             'tensordot': tensordot, 'det': det, 'inverse': inverse, 'slogdet': slogdet, 'logdet': logdet,
             '_lu_solve': _lu_solve, 'svd': svd, 'pinverse': pinverse, 'einsum': einsum, 'cross': cross}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {'inv': linalg_inv, 'det': linalg_det, 'slogdet': linalg_slogdet, 'vector_norm': linalg_vector_norm,
          'matrix_norm': linalg_matrix_norm, 'norm': linalg_norm, 'solve': linalg_solve, 'svd': linalg_svd,
          'svdvals': linalg_svdvals, 'pinv': linalg_pinv, 'qr': linalg_qr, 'eigh': linalg_eigh,
          'eigvalsh': linalg_eigvalsh, 'cholesky': linalg_cholesky, 'lstsq': linalg_lstsq,
          'cross': linalg_cross}
OPS = {'matmul': _op_matmul, 'det': _op_det, 'inverse': _op_inverse, 'slogdet': _op_slogdet,
       '_lu_solve': _op__lu_solve, 'linalg_svd': _op_linalg_svd, 'linalg_svdvals': _op_linalg_svdvals,
       'linalg_pinv': _op_linalg_pinv, 'linalg_qr': _op_linalg_qr, 'linalg_eigh': _op_linalg_eigh,
       'linalg_eigvalsh': _op_linalg_eigvalsh, 'linalg_cholesky': _op_linalg_cholesky}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {'linear': _op_linear, 'trace': _op_trace, 'linalg_lstsq': _op_linalg_lstsq, 'cross': _op_cross,
         'linalg_cross': _op_linalg_cross}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('matmul', '_op_matmul', 'linear', '_op_linear', '_linear_composite', 'mm', '_mm_composite',
             'bmm', '_bmm_composite', 'mv', '_mv_composite', 'dot', '_dot_composite', 'outer',
             '_outer_composite', 'addmm', '_addmm_composite', 'baddbmm', '_baddbmm_composite', 'trace',
             '_op_trace', '_trace_composite', 'inner', '_inner_composite', 'vdot', '_vdot_composite', 'kron',
             '_kron_composite', 'tensordot', '_tensordot_composite', 'det', '_op_det', 'inverse',
             '_op_inverse', 'slogdet', '_op_slogdet', 'logdet', '_logdet_composite', 'linalg_inv',
             '_linalg_inv_composite', 'linalg_det', '_linalg_det_composite', 'linalg_slogdet',
             '_linalg_slogdet_composite', 'linalg_vector_norm', '_linalg_vector_norm_composite',
             'linalg_matrix_norm', '_linalg_matrix_norm_composite', 'linalg_norm', '_linalg_norm_composite',
             'linalg_solve', '_linalg_solve_composite', '_lu_solve', '_op__lu_solve', 'linalg_svd',
             '_op_linalg_svd', 'svd', '_svd_composite', 'linalg_svdvals', '_op_linalg_svdvals',
             '_overload_linalg_pinv', '_op_linalg_pinv', '_overload_linalg_pinv_rcond',
             '_linalg_pinv_rcond_composite', 'pinverse', '_pinverse_composite', 'linalg_qr', '_op_linalg_qr',
             'linalg_eigh', '_op_linalg_eigh', 'linalg_eigvalsh', '_op_linalg_eigvalsh', 'linalg_cholesky',
             '_op_linalg_cholesky', 'linalg_lstsq', '_op_linalg_lstsq', '_linalg_lstsq_composite', 'einsum',
             '_einsum_composite', 'cross', '_op_cross', '_cross_composite', 'linalg_cross',
             '_op_linalg_cross', '_linalg_cross_composite', 'linalg_pinv')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
