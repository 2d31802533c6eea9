# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/family.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""The random ops (tensorplay/ops/random/ops.yaml), one section each. A primitive's section holds its
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
from ..shared import kernels as KS
from . import kernels as K
from ...dispatch.dispatcher import OpDef
from ...dispatch.dispatcher import call as _call
from ...core.device import check as _check_device
from ...core.meta import placed as _placed
from ...dispatch.inplace import inplace as _inplace
from ...dispatch.overloads import requires_grad as _requires_grad
from ...dispatch.overloads import resolve as _resolve
from ...dispatch.overloads import varargs as _varargs
from ...dispatch.overloads import python_keyword as _python_keyword
from . import batching as B
from ..shared import batching as R
from ...core import optable as O
# --8<-- [start:rand]
# ── rand ──────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:6
#   rand: Uniform random numbers in [0, 1), drawn from `generator` (default the …
#   uses K._random_float_dtype (tensorplay/ops/random/kernels.py:51)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses K._size (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _rand_kernel(size, generator, dtype, requires_grad):
    dt = K._random_float_dtype(dtype, "rand")  # checked before drawing
    return K._rng(generator).random(K._size(size)).astype(dt)

_op_rand = OpDef('rand', _rand_kernel, line=6, tensor_args=(), random=True, differentiable=(),
                 vmap={'custom': 'random'}, node='RandBackward0', int_list_args=('size',), vmap_rule=R.random)

def rand(*_size, size=None, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_rand, (), {'size': _varargs(_size, size, 'rand', 'size'), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:rand]
# --8<-- [start:randn]
# ── randn ─────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:19
#   randn: Standard normal random numbers (mean 0, variance 1), drawn from `gener…
#   uses K._random_float_dtype (tensorplay/ops/random/kernels.py:51)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses K._size (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _randn_kernel(size, generator, dtype, requires_grad):
    dt = K._random_float_dtype(dtype, "randn")  # checked before drawing
    return K._rng(generator).standard_normal(K._size(size)).astype(dt)

_op_randn = OpDef('randn', _randn_kernel, line=19, tensor_args=(), random=True, differentiable=(),
                  vmap={'custom': 'random'}, node='RandnBackward0', int_list_args=('size',),
                  vmap_rule=R.random)

def randn(*_size, size=None, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randn, (), {'size': _varargs(_size, size, 'randn', 'size'), 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:randn]
# --8<-- [start:randint]
# ── randint ───────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:32
#   randint: Random integers in [low, high) (low defaults to 0) of shape `size` — r…
#   uses K._randint (tensorplay/ops/random/kernels.py:64)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _randint_kernel(high, size, generator, dtype, requires_grad):
    return K._randint(0, high, size, generator, dtype)

_op_randint = OpDef('randint', _randint_kernel, line=32, tensor_args=(), random=True, differentiable=(),
                    vmap={'custom': 'random'}, node='RandintBackward0', int_list_args=('size',),
                    vmap_rule=R.random)

def _overload_randint(high, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randint, (), {'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))

_overload_randint.__tensor_params__ = ()  # for _resolve
# --8<-- [end:randint]
# --8<-- [start:randint_low]
# ── randint.low ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:43
#   randint.low: Random integers in [low, high) of shape `size`.
#   uses K._randint (tensorplay/ops/random/kernels.py:64)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _randint_low_kernel(low, high, size, generator, dtype, requires_grad):
    return K._randint(low, high, size, generator, dtype)

_op_randint_low = OpDef('randint.low', _randint_low_kernel, line=43, tensor_args=(), random=True,
                        differentiable=(), vmap={'custom': 'random'}, node='RandintBackward0',
                        int_list_args=('size',), vmap_rule=R.random)

def _overload_randint_low(low, high, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randint_low, (), {'low': low, 'high': high, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))

_overload_randint_low.__tensor_params__ = ()  # for _resolve
# --8<-- [end:randint_low]
# --8<-- [start:rand_like]
# ── rand_like ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:54
#   rand_like: Uniform random numbers in [0, 1) with the shape (and, unless given, th…
#   backward[self]: non_differentiable
#   uses K._like_float_dtype (tensorplay/ops/random/kernels.py:71)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _rand_like_kernel(self, generator, dtype, requires_grad):
    dt = K._like_float_dtype(self, dtype, "rand_like")  # checked before drawing
    return K._rng(generator).random(self.shape).astype(dt)

_op_rand_like = OpDef('rand_like', _rand_like_kernel, line=54, tensor_args=('self',), random=True,
                      differentiable=(False,), saves_per_input=((),), vmap={'custom': 'random'},
                      node='RandLikeBackward0', vmap_rule=R.random)

def rand_like(input, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_rand_like, (input,), {'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:rand_like]
# --8<-- [start:randn_like]
# ── randn_like ────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:67
#   randn_like: Standard normal random numbers with the shape (and, unless given, the …
#   backward[self]: non_differentiable
#   uses K._like_float_dtype (tensorplay/ops/random/kernels.py:71)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _randn_like_kernel(self, generator, dtype, requires_grad):
    dt = K._like_float_dtype(self, dtype, "randn_like")  # checked before drawing
    return K._rng(generator).standard_normal(self.shape).astype(dt)

_op_randn_like = OpDef('randn_like', _randn_like_kernel, line=67, tensor_args=('self',), random=True,
                       differentiable=(False,), saves_per_input=((),), vmap={'custom': 'random'},
                       node='RandnLikeBackward0', vmap_rule=R.random)

def randn_like(input, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randn_like, (input,), {'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:randn_like]
# --8<-- [start:bernoulli]
# ── bernoulli ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:82
#   bernoulli: 0/1 draws, each 1 with the probability given by the element of `self` …
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._bernoulli (tensorplay/ops/random/kernels.py:127)
#   uses K._torch_name (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _bernoulli_kernel(self, generator):
    if self.dtype.kind != "f" and self.size:  # an empty tensor never reaches PyTorch's kernel
        raise NotImplementedError(f"\"bernoulli_tensor_cpu_p_\" not implemented for '{K._torch_name(self.dtype)}'")
    if not np.all((self >= 0) & (self <= 1)):
        raise RuntimeError("Expected p_in >= 0 && p_in <= 1 to be true, but got false.")
    return K._bernoulli(self, self.shape, generator, self.dtype)

def _bernoulli_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _bernoulli_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_bernoulli = OpDef('bernoulli', _bernoulli_kernel, line=82, tensor_args=('self',), dtype='same',
                      random=True, differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                      vmap={'custom': 'random'}, node='BernoulliBackward0', backward=_bernoulli_backward,
                      jvp=_bernoulli_jvp, vmap_rule=R.random)

def _overload_bernoulli(input, *, generator=None):
    return _call(_op_bernoulli, (input,), {'generator': generator})

_overload_bernoulli.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:bernoulli]
# --8<-- [start:bernoulli_p]
# ── bernoulli.p ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:105
#   bernoulli.p: Bernoulli(p) draws with the shape and dtype of `self` (integer and boo…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._bernoulli (tensorplay/ops/random/kernels.py:127)
#   uses K._g (tensorplay/ops/random/kernels.py:33)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _bernoulli_p_kernel(self, p, generator):
    if not isinstance(p, int | float):  # PyTorch's x.bernoulli_(p_tensor) is not supported
        raise TypeError(f"bernoulli: p must be a number, not {type(p).__name__} (for probabilities "
                        "in a tensor use tp.bernoulli(p))")
    if not 0 <= p <= 1:
        raise RuntimeError(f"bernoulli_ expects p to be in [0, 1], but got p={K._g(p)}")
    return K._bernoulli(p, self.shape, generator, self.dtype)

def _bernoulli_p_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _bernoulli_p_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_bernoulli_p = OpDef('bernoulli.p', _bernoulli_p_kernel, line=105, tensor_args=('self',), dtype='same',
                        random=True, differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                        vmap={'custom': 'random'}, node='BernoulliBackward0', backward=_bernoulli_p_backward,
                        jvp=_bernoulli_p_jvp, vmap_rule=R.random)

def _overload_bernoulli_p(input, p=0.5, *, generator=None):
    return _call(_op_bernoulli_p, (input,), {'p': p, 'generator': generator})

_overload_bernoulli_p.__tensor_params__ = ('input',)  # for _resolve

def _bernoulli_p_inplace(self, p=0.5, *, generator=None):
    return _inplace(_op_bernoulli_p, (self,), {'p': p, 'generator': generator})
# --8<-- [end:bernoulli_p]
# --8<-- [start:multinomial]
# ── multinomial ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:127
#   multinomial: `num_samples` category indices (int64) drawn from the non-negative wei…
#   backward[self]: non_differentiable
#   uses K._multinomial (tensorplay/ops/random/kernels.py:146)
#   uses rule B.multinomial_rule (tensorplay/ops/random/batching.py:16)
def _multinomial_kernel(self, num_samples, replacement, generator):
    return K._multinomial(self, num_samples, replacement, generator)

_op_multinomial = OpDef('multinomial', _multinomial_kernel, line=127, tensor_args=('self',), random=True,
                        differentiable=(False,), saves_per_input=((),), vmap={'custom': 'multinomial'},
                        node='MultinomialBackward0', vmap_rule=B.multinomial_rule)

def multinomial(input, num_samples, replacement=False, *, generator=None):
    return _call(_op_multinomial, (input,), {'num_samples': num_samples, 'replacement': replacement, 'generator': generator})
# --8<-- [end:multinomial]
# --8<-- [start:normal_Tensor_float]
# ── normal.Tensor_float ───────────────────────────────────────── tensorplay/ops/random/ops.yaml:147
#   normal.Tensor_float: Normal random numbers: normal(mean, std) with tensors or numbers for `…
#   backward[mean]: zeros_like(grad)
#   jvp: [mean] zeros_like(mean_t)
#   uses K._normal_sample (tensorplay/ops/random/kernels.py:98)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _normal_Tensor_float_kernel(mean, std, generator):
    return K._normal_sample(mean, std, generator, mean.dtype)

def _normal_Tensor_float_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _normal_Tensor_float_jvp(tangents, mean, result, **params):
    mean_t, = tangents
    return None if mean_t is None else O.zeros_like(mean_t)

_op_normal_Tensor_float = OpDef('normal.Tensor_float', _normal_Tensor_float_kernel, line=147,
                                tensor_args=('mean',), dtype='same', random=True, differentiable=(True,),
                                saves_per_input=((),), jvp_kind='terms', vmap={'custom': 'random'},
                                node='NormalBackward0', backward=_normal_Tensor_float_backward,
                                jvp=_normal_Tensor_float_jvp, vmap_rule=R.random)

def _overload_normal_Tensor_float(mean, std=1, *, generator=None):
    return _call(_op_normal_Tensor_float, (mean,), {'std': std, 'generator': generator})

_overload_normal_Tensor_float.__tensor_params__ = ('mean',)  # for _resolve
# --8<-- [end:normal_Tensor_float]
# --8<-- [start:normal_float_Tensor]
# ── normal.float_Tensor ───────────────────────────────────────── tensorplay/ops/random/ops.yaml:164
#   normal.float_Tensor: Normal random numbers of mean `mean` (a number) and standard deviation…
#   backward[std]: zeros_like(grad)
#   jvp: [std] zeros_like(std_t)
#   uses K._normal_sample (tensorplay/ops/random/kernels.py:98)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _normal_float_Tensor_kernel(std, mean, generator):
    return K._normal_sample(mean, std, generator, std.dtype)

def _normal_float_Tensor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _normal_float_Tensor_jvp(tangents, std, result, **params):
    std_t, = tangents
    return None if std_t is None else O.zeros_like(std_t)

_op_normal_float_Tensor = OpDef('normal.float_Tensor', _normal_float_Tensor_kernel, line=164,
                                tensor_args=('std',), dtype='same', random=True, differentiable=(True,),
                                saves_per_input=((),), jvp_kind='terms', vmap={'custom': 'random'},
                                node='NormalBackward0', backward=_normal_float_Tensor_backward,
                                jvp=_normal_float_Tensor_jvp, vmap_rule=R.random)

def _overload_normal_float_Tensor(mean, std, *, generator=None):
    return _call(_op_normal_float_Tensor, (std,), {'mean': mean, 'generator': generator})

_overload_normal_float_Tensor.__tensor_params__ = ('std',)  # for _resolve
# --8<-- [end:normal_float_Tensor]
# --8<-- [start:normal_Tensor_Tensor]
# ── normal.Tensor_Tensor ──────────────────────────────────────── tensorplay/ops/random/ops.yaml:179
#   normal.Tensor_Tensor: Normal random numbers with elementwise `mean` and `std` (broadcast; `m…
#   backward[mean]: zeros_like(grad)  (reduced to the input's shape)
#   backward[std]: zeros_like(grad)  (reduced to the input's shape)
#   jvp: [mean] zeros_like(result) + [std] zeros_like(result)
#   uses K._normal_tensors (tensorplay/ops/random/kernels.py:110)
#   uses HS.expand_to (tensorplay/ops/shared/formulas.py:127)
#   uses HS.sum_to (tensorplay/ops/shared/formulas.py:110)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _normal_Tensor_Tensor_kernel(mean, std, generator):
    return K._normal_tensors(mean, std, generator)

def _normal_Tensor_Tensor_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return (
        (HS.sum_to(O.zeros_like(grad), shapes[0])) if needs[0] else None,
        (HS.sum_to(O.zeros_like(grad), shapes[1])) if needs[1] else None,
    )

def _normal_Tensor_Tensor_jvp(tangents, mean, std, result, **params):
    mean_t, std_t, = tangents
    _out_shape = (result[0] if isinstance(result, tuple | list) else result).shape
    out = None
    if mean_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(result), _out_shape))
    if std_t is not None:
        out = HS.add_tangent(out, HS.expand_to(O.zeros_like(result), _out_shape))
    return out

_op_normal_Tensor_Tensor = OpDef('normal.Tensor_Tensor', _normal_Tensor_Tensor_kernel, line=179,
                                 tensor_args=('mean', 'std'), dtype='same', dtype_args=('mean',),
                                 broadcast=True, random=True, differentiable=(True, True),
                                 saves_per_input=((), ()), jvp_kind='terms', vmap={'custom': 'random'},
                                 node='NormalBackward0', backward=_normal_Tensor_Tensor_backward,
                                 jvp=_normal_Tensor_Tensor_jvp, vmap_rule=R.random)

def _overload_normal_Tensor_Tensor(mean, std, *, generator=None):
    return _call(_op_normal_Tensor_Tensor, (mean, std), {'generator': generator})

_overload_normal_Tensor_Tensor.__tensor_params__ = ('mean', 'std')  # for _resolve
# --8<-- [end:normal_Tensor_Tensor]
# --8<-- [start:normal_float_float]
# ── normal.float_float ────────────────────────────────────────── tensorplay/ops/random/ops.yaml:199
#   normal.float_float: Normal random numbers of shape `size` with mean `mean` and standard de…
#   uses K._float_dtype (tensorplay/ops/random/kernels.py:11)
#   uses K._normal_sample (tensorplay/ops/random/kernels.py:98)
#   uses K._size (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _normal_float_float_kernel(mean, std, size, generator, dtype, requires_grad):
    return K._normal_sample(float(mean), float(std), generator, K._float_dtype(dtype), K._size(size))

_op_normal_float_float = OpDef('normal.float_float', _normal_float_float_kernel, line=199, tensor_args=(),
                               random=True, differentiable=(), vmap={'custom': 'random'},
                               node='NormalBackward0', int_list_args=('size',), vmap_rule=R.random)

def _overload_normal_float_float(mean, std, size, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_normal_float_float, (), {'mean': mean, 'std': std, 'size': size, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))

_overload_normal_float_float.__tensor_params__ = ()  # for _resolve
# --8<-- [end:normal_float_float]
# --8<-- [start:normal_inplace]
# ── normal.inplace ────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:210
#   normal.inplace: `x.normal_(mean=0, std=1)` fills the float tensor `x` with normal rand…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._normal_sample (tensorplay/ops/random/kernels.py:98)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _normal_inplace_kernel(self, mean, std, generator):
    return K._normal_sample(float(mean), float(std), generator, self.dtype, self.shape)

def _normal_inplace_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _normal_inplace_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_normal_inplace = OpDef('normal.inplace', _normal_inplace_kernel, line=210, tensor_args=('self',),
                           dtype='same', random=True, differentiable=(True,), saves_per_input=((),),
                           jvp_kind='terms', vmap={'custom': 'random'}, node='NormalBackward0',
                           backward=_normal_inplace_backward, jvp=_normal_inplace_jvp, vmap_rule=R.random)

def _overload_normal_inplace(input, mean=0, std=1, *, generator=None):
    return _call(_op_normal_inplace, (input,), {'mean': mean, 'std': std, 'generator': generator})

_overload_normal_inplace.__tensor_params__ = ('input',)  # for _resolve

def _normal_inplace_inplace(self, mean=0, std=1, *, generator=None):
    return _inplace(_op_normal_inplace, (self,), {'mean': mean, 'std': std, 'generator': generator})
# --8<-- [end:normal_inplace]
# --8<-- [start:randperm]
# ── randperm ──────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:224
#   randperm: A random permutation of 0, ..., n - 1 (int64 unless `dtype` is given).
#   uses K._randperm (tensorplay/ops/random/kernels.py:190)
#   uses rule B.randperm_rule (tensorplay/ops/random/batching.py:29)
def _randperm_kernel(n, generator, dtype, requires_grad):
    return K._randperm(n, generator, dtype)

_op_randperm = OpDef('randperm', _randperm_kernel, line=224, tensor_args=(), random=True, differentiable=(),
                     vmap={'custom': 'randperm'}, node='RandpermBackward0', vmap_rule=B.randperm_rule)

def randperm(n, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randperm, (), {'n': n, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))
# --8<-- [end:randperm]
# --8<-- [start:randint_like]
# ── randint_like ──────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:235
#   randint_like: Random integers in [low, high) (low defaults to 0) with the shape and,…
#   backward[self]: non_differentiable
#   uses K._np_dtype (tensorplay/ops/random/kernels.py:11)
#   uses K._random_ints (tensorplay/ops/random/kernels.py:131)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _randint_like_kernel(self, high, generator, dtype, requires_grad):
    return K._random_ints(self, 0, high, generator, K._np_dtype(dtype))

_op_randint_like = OpDef('randint_like', _randint_like_kernel, line=235, tensor_args=('self',), random=True,
                         differentiable=(False,), saves_per_input=((),), vmap={'custom': 'random'},
                         node='RandintLikeBackward0', vmap_rule=R.random)

def _overload_randint_like(input, high, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randint_like, (input,), {'high': high, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))

_overload_randint_like.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:randint_like]
# --8<-- [start:randint_like_low]
# ── randint_like.low ──────────────────────────────────────────── tensorplay/ops/random/ops.yaml:248
#   randint_like.low: Random integers in [low, high) with the shape (and dtype) of `self`.
#   backward[self]: non_differentiable
#   uses K._np_dtype (tensorplay/ops/random/kernels.py:11)
#   uses K._random_ints (tensorplay/ops/random/kernels.py:131)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _randint_like_low_kernel(self, low, high, generator, dtype, requires_grad):
    return K._random_ints(self, low, high, generator, K._np_dtype(dtype))

_op_randint_like_low = OpDef('randint_like.low', _randint_like_low_kernel, line=248, tensor_args=('self',),
                             random=True, differentiable=(False,), saves_per_input=((),),
                             vmap={'custom': 'random'}, node='RandintLikeBackward0', vmap_rule=R.random)

def _overload_randint_like_low(input, low, high, *, generator=None, dtype=None, device=None, requires_grad=False):
    meta = _check_device(device, meta=True)
    return _placed(meta, _requires_grad(_call(_op_randint_like_low, (input,), {'low': low, 'high': high, 'generator': generator, 'dtype': dtype, 'requires_grad': requires_grad}), requires_grad))

_overload_randint_like_low.__tensor_params__ = ('input',)  # for _resolve
# --8<-- [end:randint_like_low]
# --8<-- [start:uniform]
# ── uniform ───────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:259
#   uniform: `x.uniform_(from=0, to=1)` fills the float tensor `x` with uniform ran…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._continuous_only (tensorplay/ops/random/kernels.py:92)
#   uses K._g (tensorplay/ops/random/kernels.py:33)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _uniform_kernel(self, from_, to, generator):
    K._continuous_only(self, "check_uniform_bounds")
    if from_ > to:
        raise RuntimeError(f"uniform_ expects to return a [from, to) range, but found from={K._g(from_)} > to={K._g(to)}")
    return K._rng(generator).uniform(from_, to, self.shape).astype(self.dtype)

def _uniform_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _uniform_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_uniform = OpDef('uniform', _uniform_kernel, line=259, tensor_args=('self',), dtype='same', random=True,
                    differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                    vmap={'custom': 'random'}, node='UniformBackward0', backward=_uniform_backward,
                    jvp=_uniform_jvp, vmap_rule=R.random)

def uniform(input, from_=0, to=1, *, generator=None, **_keywords):
    return _call(_op_uniform, (input,), {'from_': _python_keyword(_keywords, 'from', from_, 'uniform'), 'to': to, 'generator': generator})

def _uniform_inplace(self, from_=0, to=1, *, generator=None, **_keywords):
    return _inplace(_op_uniform, (self,), {'from_': _python_keyword(_keywords, 'from', from_, 'uniform'), 'to': to, 'generator': generator})
# --8<-- [end:uniform]
# --8<-- [start:random]
# ── random ────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:277
#   random: `x.random_(from, to)` fills `x` with random integers in [from, to); `x…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._random_ints (tensorplay/ops/random/kernels.py:131)
#   uses K._writable (tensorplay/ops/random/kernels.py:82)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _random_kernel(self, from_, to, generator):
    K._writable(self, "random")  # before the bounds, as PyTorch
    return K._random_ints(self, from_, to, generator)

def _random_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _random_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_random = OpDef('random', _random_kernel, line=277, tensor_args=('self',), dtype='same', random=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap={'custom': 'random'},
                   node='RandomBackward0', backward=_random_backward, jvp=_random_jvp, vmap_rule=R.random)

def random(input, from_=None, to=None, *, generator=None, **_keywords):
    return _call(_op_random, (input,), {'from_': _python_keyword(_keywords, 'from', from_, 'random'), 'to': to, 'generator': generator})

def _random_inplace(self, from_=None, to=None, *, generator=None, **_keywords):
    return _inplace(_op_random, (self,), {'from_': _python_keyword(_keywords, 'from', from_, 'random'), 'to': to, 'generator': generator})
# --8<-- [end:random]
# --8<-- [start:exponential]
# ── exponential ───────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:296
#   exponential: `x.exponential_(lambd=1)` fills `x` with exponential random numbers of…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._g (tensorplay/ops/random/kernels.py:33)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses K._torch_name (tensorplay/ops/random/kernels.py:11)
#   uses K._writable (tensorplay/ops/random/kernels.py:82)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _exponential_kernel(self, lambd, generator):
    if not lambd > 0:  # PyTorch's order: the rate, an expanded self, then the dtype
        raise RuntimeError(f"exponential_ expects lambda > 0.0, but found lambda={K._g(lambd)}")
    K._writable(self, "exponential")
    if self.dtype.kind != "f" and self.size:  # an empty tensor never reaches PyTorch's kernel
        raise RuntimeError("Exponential distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {K._torch_name(self.dtype)}")
    return K._rng(generator).exponential(1.0 / lambd, self.shape).astype(self.dtype)

def _exponential_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _exponential_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_exponential = OpDef('exponential', _exponential_kernel, line=296, tensor_args=('self',), dtype='same',
                        random=True, differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                        vmap={'custom': 'random'}, node='ExponentialBackward0',
                        backward=_exponential_backward, jvp=_exponential_jvp, vmap_rule=R.random)

def exponential(input, lambd=1, *, generator=None):
    return _call(_op_exponential, (input,), {'lambd': lambd, 'generator': generator})

def _exponential_inplace(self, lambd=1, *, generator=None):
    return _inplace(_op_exponential, (self,), {'lambd': lambd, 'generator': generator})
# --8<-- [end:exponential]
# --8<-- [start:geometric]
# ── geometric ─────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:317
#   geometric: `x.geometric_(p)` fills `x` with the number of Bernoulli(p) trials up …
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._g (tensorplay/ops/random/kernels.py:33)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses K._writable (tensorplay/ops/random/kernels.py:82)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _geometric_kernel(self, p, generator):
    if not 0 < p < 1:  # PyTorch's order: p, an expanded self, then the dtype
        raise RuntimeError(f"geometric_ expects p to be in (0, 1), but got p={K._g(p)}")
    K._writable(self, "geometric")
    if self.dtype.kind == "b" and self.size:  # an empty tensor never reaches PyTorch's kernel
        raise NotImplementedError("\"geometric_cpu\" not implemented for 'Bool'")
    return K._rng(generator).geometric(p, self.shape).astype(self.dtype)

def _geometric_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _geometric_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_geometric = OpDef('geometric', _geometric_kernel, line=317, tensor_args=('self',), dtype='same',
                      random=True, differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                      vmap={'custom': 'random'}, node='GeometricBackward0', backward=_geometric_backward,
                      jvp=_geometric_jvp, vmap_rule=R.random)

def geometric(input, p, *, generator=None):
    return _call(_op_geometric, (input,), {'p': p, 'generator': generator})

def _geometric_inplace(self, p, *, generator=None):
    return _inplace(_op_geometric, (self,), {'p': p, 'generator': generator})
# --8<-- [end:geometric]
# --8<-- [start:log_normal]
# ── log_normal ────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:337
#   log_normal: `x.log_normal_(mean=1, std=2)` fills `x` with exp of normal random num…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._continuous_only (tensorplay/ops/random/kernels.py:92)
#   uses K._g (tensorplay/ops/random/kernels.py:33)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses K._writable (tensorplay/ops/random/kernels.py:82)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _log_normal_kernel(self, mean, std, generator):
    if not std > 0:  # PyTorch's order: std, an expanded self, then the dtype
        raise RuntimeError(f"log_normal_ expects std > 0.0, but found std={K._g(std)}")
    K._writable(self, "log_normal")
    if self.size:  # an empty tensor never reaches PyTorch's kernel
        K._continuous_only(self, "log_normal_cpu")
    return K._rng(generator).lognormal(mean, std, self.shape).astype(self.dtype)

def _log_normal_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _log_normal_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_log_normal = OpDef('log_normal', _log_normal_kernel, line=337, tensor_args=('self',), dtype='same',
                       random=True, differentiable=(True,), saves_per_input=((),), jvp_kind='terms',
                       vmap={'custom': 'random'}, node='LogNormalBackward0', backward=_log_normal_backward,
                       jvp=_log_normal_jvp, vmap_rule=R.random)

def log_normal(input, mean=1, std=2, *, generator=None):
    return _call(_op_log_normal, (input,), {'mean': mean, 'std': std, 'generator': generator})

def _log_normal_inplace(self, mean=1, std=2, *, generator=None):
    return _inplace(_op_log_normal, (self,), {'mean': mean, 'std': std, 'generator': generator})
# --8<-- [end:log_normal]
# --8<-- [start:cauchy]
# ── cauchy ────────────────────────────────────────────────────── tensorplay/ops/random/ops.yaml:357
#   cauchy: `x.cauchy_(median=0, sigma=1)` fills `x` with Cauchy random numbers (m…
#   backward[self]: zeros_like(grad)
#   jvp: [self] zeros_like(self_t)
#   uses K._g (tensorplay/ops/random/kernels.py:33)
#   uses K._rng (tensorplay/ops/random/kernels.py:11)
#   uses rule R.random (tensorplay/ops/shared/batching.py:465)
def _cauchy_kernel(self, median, sigma, generator):
    if not sigma > 0:  # PyTorch checks sigma before the dtype
        raise RuntimeError(f"cauchy_ expects sigma > 0.0, but found sigma={K._g(sigma)}")
    if self.dtype.kind != "f":
        name = {"bool": "bool", "int64": "long int", "int32": "int", "int16": "short int", "int8": "signed char",
                "uint8": "unsigned char"}[self.dtype.name]
        raise RuntimeError("Cauchy distribution is a continuous probability distribution. dtype must be a "
                           f"floating point but you specified {name}")
    return (median + sigma * K._rng(generator).standard_cauchy(self.shape)).astype(self.dtype)

def _cauchy_backward(grads, needs, shapes, **params):
    grad = grads[0]
    return ((O.zeros_like(grad)) if needs[0] else None,)

def _cauchy_jvp(tangents, self, result, **params):
    self_t, = tangents
    return None if self_t is None else O.zeros_like(self_t)

_op_cauchy = OpDef('cauchy', _cauchy_kernel, line=357, tensor_args=('self',), dtype='same', random=True,
                   differentiable=(True,), saves_per_input=((),), jvp_kind='terms', vmap={'custom': 'random'},
                   node='CauchyBackward0', backward=_cauchy_backward, jvp=_cauchy_jvp, vmap_rule=R.random)

def cauchy(input, median=0, sigma=1, *, generator=None):
    return _call(_op_cauchy, (input,), {'median': median, 'sigma': sigma, 'generator': generator})

def _cauchy_inplace(self, median=0, sigma=1, *, generator=None):
    return _inplace(_op_cauchy, (self,), {'median': median, 'sigma': sigma, 'generator': generator})
# --8<-- [end:cauchy]


# ── public functions ───────────────────────────────────────────────────────────────────
rand.__doc__ = 'Uniform random numbers in [0, 1), drawn from `generator` (default the global one, seeded by manual_seed).'
randn.__doc__ = 'Standard normal random numbers (mean 0, variance 1), drawn from `generator` (default the global one).'


def randint(*args, **kwargs):
    return _resolve('randint', (_overload_randint, _overload_randint_low, ), args, kwargs)


randint.__doc__ = 'Random integers in [low, high) (low defaults to 0) of shape `size` — randint(10, (3,)) or randint(2, 10, (3,)); int64 unless `dtype` is given.'
rand_like.__doc__ = 'Uniform random numbers in [0, 1) with the shape (and, unless given, the dtype) of `self`.'
randn_like.__doc__ = 'Standard normal random numbers with the shape (and, unless given, the dtype) of `self`.'


def bernoulli(*args, **kwargs):
    return _resolve('bernoulli', (_overload_bernoulli, _overload_bernoulli_p, ), args, kwargs)


bernoulli.__doc__ = '0/1 draws, each 1 with the probability given by the element of `self` (in [0, 1]); same dtype as `self`. With a float `p` — bernoulli(x, p) — every element is 1 with probability p.'
multinomial.__doc__ = '`num_samples` category indices (int64) drawn from the non-negative weights of each row of `self` (1-D: one distribution; 2-D: one per row, result (rows, num_samples)). Without replacement the indices of a row are distinct, so num_samples may not exceed the number of categories.'


def normal(*args, **kwargs):
    return _resolve('normal', (_overload_normal_Tensor_float, _overload_normal_float_Tensor, _overload_normal_Tensor_Tensor, _overload_normal_float_float, ), args, kwargs)


normal.__doc__ = 'Normal random numbers: normal(mean, std) with tensors or numbers for `mean` and `std` (broadcast; the result has the dtype of the tensor `mean`, else of `std`), or normal(mean, std, size) with two numbers. std must be >= 0. As in PyTorch the gradient with respect to mean and std is zero (no reparameterization).'
randperm.__doc__ = 'A random permutation of 0, ..., n - 1 (int64 unless `dtype` is given).'


def randint_like(*args, **kwargs):
    return _resolve('randint_like', (_overload_randint_like, _overload_randint_like_low, ), args, kwargs)


randint_like.__doc__ = 'Random integers in [low, high) (low defaults to 0) with the shape and, unless `dtype` is given, the dtype of `self` — a float tensor gets whole numbers in its own dtype.'
uniform.__doc__ = '`x.uniform_(from=0, to=1)` fills the float tensor `x` with uniform random numbers in [from, to).'
random.__doc__ = '`x.random_(from, to)` fills `x` with random integers in [from, to); `x.random_(to)` in [0, to); `x.random_()` over the whole range of the dtype ([0, 2^24] for float32, [0, 2^53] for float64, [0, 2^63 - 1] for int64).'
exponential.__doc__ = '`x.exponential_(lambd=1)` fills `x` with exponential random numbers of rate `lambd` (mean 1 / lambd).'
geometric.__doc__ = '`x.geometric_(p)` fills `x` with the number of Bernoulli(p) trials up to the first success (1, 2, ...).'
log_normal.__doc__ = '`x.log_normal_(mean=1, std=2)` fills `x` with exp of normal random numbers of that mean and std.'
cauchy.__doc__ = '`x.cauchy_(median=0, sigma=1)` fills `x` with Cauchy random numbers (median, half-width sigma).'


FUNCTIONS = {'rand': rand, 'randn': randn, 'randint': randint, 'rand_like': rand_like,
             'randn_like': randn_like, 'bernoulli': bernoulli, 'multinomial': multinomial, 'normal': normal,
             'randperm': randperm, 'randint_like': randint_like}
# tp.linalg: op `linalg_X` (variant `linalg`) is tp.linalg.X, as torch.linalg.X.
LINALG = {}
OPS = {'rand': _op_rand, 'randn': _op_randn, 'randint': _op_randint, 'randint.low': _op_randint_low,
       'rand_like': _op_rand_like, 'randn_like': _op_randn_like, 'bernoulli': _op_bernoulli,
       'bernoulli.p': _op_bernoulli_p, 'multinomial': _op_multinomial,
       'normal.Tensor_float': _op_normal_Tensor_float, 'normal.float_Tensor': _op_normal_float_Tensor,
       'normal.Tensor_Tensor': _op_normal_Tensor_Tensor, 'normal.float_float': _op_normal_float_float,
       'normal.inplace': _op_normal_inplace, 'randperm': _op_randperm, 'randint_like': _op_randint_like,
       'randint_like.low': _op_randint_like_low, 'uniform': _op_uniform, 'random': _op_random,
       'exponential': _op_exponential, 'geometric': _op_geometric, 'log_normal': _op_log_normal,
       'cauchy': _op_cauchy}
# The fused composites (`fused:` or `c_kernel:`): their OpDefs (the body is `_<name>_composite`).
FUSED = {}
# Every name other modules reach through the table O (tensorplay/core/optable.py): the public
# functions, the OpDefs, the method and in-place entry points, the composite bodies.
_EXPORTED = ('rand', '_op_rand', 'randn', '_op_randn', '_overload_randint', '_op_randint',
             '_overload_randint_low', '_op_randint_low', 'rand_like', '_op_rand_like', 'randn_like',
             '_op_randn_like', '_overload_bernoulli', '_op_bernoulli', '_overload_bernoulli_p',
             '_op_bernoulli_p', '_bernoulli_p_inplace', 'multinomial', '_op_multinomial',
             '_overload_normal_Tensor_float', '_op_normal_Tensor_float', '_overload_normal_float_Tensor',
             '_op_normal_float_Tensor', '_overload_normal_Tensor_Tensor', '_op_normal_Tensor_Tensor',
             '_overload_normal_float_float', '_op_normal_float_float', '_overload_normal_inplace',
             '_op_normal_inplace', '_normal_inplace_inplace', 'randperm', '_op_randperm',
             '_overload_randint_like', '_op_randint_like', '_overload_randint_like_low',
             '_op_randint_like_low', 'uniform', '_op_uniform', '_uniform_inplace', 'random', '_op_random',
             '_random_inplace', 'exponential', '_op_exponential', '_exponential_inplace', 'geometric',
             '_op_geometric', '_geometric_inplace', 'log_normal', '_op_log_normal', '_log_normal_inplace',
             'cauchy', '_op_cauchy', '_cauchy_inplace', 'randint', 'bernoulli', 'normal', 'randint_like')
O.register({name: globals()[name] for name in _EXPORTED}, FUNCTIONS, LINALG, OPS, FUSED)
