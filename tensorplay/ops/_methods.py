# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/tensor_methods.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""Attach the ops of ops.yaml to `Tensor`: methods (`x.sin()`), in-place
variants (`x.sin_()`) and operators (`x + y`, `2 - x`, `x[i]`)."""

from ..dispatch.dispatcher import bind as _bind
from ..dispatch.overloads import inplace_overloads as _inplace_overloads
from ..core.tensor import Tensor
from ..core import optable as _ops

# x.name() is the function of that name (most methods) ...
_SAME_NAME = ('new_zeros', 'new_ones', 'new_empty', 'new_full', 'neg', 'exp', 'log', 'sin', 'cos',
              'abs', 'sign', 'expm1', 'log1p', 'log2', 'log10', 'sqrt', 'rsqrt', 'square',
              'reciprocal', 'tan', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'sigmoid', 'erf',
              'floor', 'ceil', 'round', 'trunc', 'clamp', 'clone', 'absolute', 'negative', 'clip',
              'nan_to_num', 'sgn', 'frac', 'deg2rad', 'rad2deg', 'exp2', 'acosh', 'asinh', 'atanh',
              'erfc', 'sinc', 'logit', 'erfinv', 'lgamma', 'digamma', 'polygamma', 'mvlgamma', 'i0',
              'add', 'sub', 'mul', 'div', 'pow', 'maximum', 'minimum', 'atan2', 'remainder',
              'floor_divide', 'eq', 'ne', 'lt', 'le', 'gt', 'ge', 'logical_and', 'logical_or',
              'logical_xor', 'logical_not', 'isclose', 'allclose', 'equal', 'multiply', 'divide',
              'true_divide', 'subtract', 'isnan', 'isinf', 'isfinite', 'isposinf', 'isneginf',
              'signbit', 'xlogy', 'hypot', 'heaviside', 'fmod', 'fmax', 'fmin', 'float_power',
              'logaddexp', 'logaddexp2', 'ldexp', 'gcd', 'lcm', 'lerp', 'addcmul', 'addcdiv', 'sum',
              'mean', 'prod', 'amax', 'amin', 'max', 'min', 'argmax', 'argmin', 'var', 'std',
              'logsumexp', 'norm', 'all', 'any', 'cumsum', 'diff', 'kthvalue', 'median',
              'nanmedian', 'mode', 'histc', 'quantile', 'nanquantile', 'count_nonzero', 'nansum',
              'nanmean', 'dist', 'logcumsumexp', 'cummax', 'cummin', 'cumprod', 'reshape', 'expand',
              'unsqueeze', 'squeeze', 'transpose', 'permute', 'view', 'flatten', 't', 'expand_as',
              'broadcast_to', 'movedim', 'flip', 'repeat', 'split', 'chunk', 'unbind', 'narrow',
              'select', 'unflatten', 'diag', 'diagflat', 'diagonal', 'tril', 'triu', 'as_strided',
              'contiguous', 'diag_embed', 'unfold', 'repeat_interleave', 'ravel', 'moveaxis',
              'swapaxes', 'swapdims', 'fliplr', 'flipud', 'view_as', 'reshape_as', 'type_as',
              'tensor_split', 'tile', 'roll', 'rot90', 'hsplit', 'vsplit', 'dsplit', 'sort',
              'argsort', 'msort', 'topk', 'masked_select', 'nonzero', 'unique',
              'unique_consecutive', 'index_put', 'index_select', 'gather', 'scatter_add',
              'masked_fill', 'scatter', 'scatter_reduce', 'index_add', 'index_copy', 'index_fill',
              'masked_scatter', 'take', 'take_along_dim', 'matmul', 'mm', 'bmm', 'mv', 'dot',
              'outer', 'addmm', 'baddbmm', 'trace', 'inner', 'vdot', 'kron', 'det', 'inverse',
              'slogdet', 'logdet', 'svd', 'pinverse', 'cross', 'bernoulli', 'multinomial', 'relu',
              'gelu', 'silu', 'softplus', 'leaky_relu', 'elu', 'softmax', 'log_softmax')
_METHODS = {name: getattr(_ops, name) for name in _SAME_NAME}
# ... or another function (an overload or a method-only spelling)
_METHODS.update({
    'where': _ops._where_method,
})

# x.name_() is the op's in-place variant (tensorplay/dispatch/inplace.py) ...
_INPLACE_OF = ('neg', 'exp', 'log', 'sin', 'cos', 'abs', 'sign', 'expm1', 'log1p', 'log2', 'log10',
               'sqrt', 'rsqrt', 'square', 'reciprocal', 'tan', 'asin', 'acos', 'atan', 'sinh',
               'cosh', 'tanh', 'sigmoid', 'erf', 'floor', 'ceil', 'round', 'trunc', 'fill', 'zero',
               'copy', 'absolute', 'negative', 'nan_to_num', 'sgn', 'frac', 'deg2rad', 'rad2deg',
               'exp2', 'acosh', 'asinh', 'atanh', 'erfc', 'sinc', 'logit', 'erfinv', 'lgamma',
               'digamma', 'mvlgamma', 'i0', 'add', 'sub', 'mul', 'pow', 'atan2', 'remainder',
               'floor_divide', 'logical_and', 'logical_or', 'logical_xor', 'logical_not',
               'multiply', 'divide', 'true_divide', 'subtract', 'xlogy', 'hypot', 'heaviside',
               'fmod', 'ldexp', 'gcd', 'lcm', 'lerp', 'addcmul', 'addcdiv', 'cumprod', 'index_put',
               'scatter_add', 'masked_fill', 'scatter_reduce', 'index_add', 'index_copy',
               'masked_scatter', 'uniform', 'random', 'exponential', 'geometric', 'log_normal',
               'cauchy', 'relu', 'gelu', 'silu', 'softplus', 'leaky_relu', 'elu')
_INPLACE = {name + "_": getattr(_ops, f"_{name}_inplace") for name in _INPLACE_OF}
# ... or an overload's, or a choice among overloads by the arguments
_INPLACE.update({
    'clamp_': _inplace_overloads('clamp_', ((_ops._overload_clamp, _ops._clamp_inplace), (_ops._overload_clamp_Tensor, _ops._clamp_Tensor_inplace), )),
    'clip_': _inplace_overloads('clip_', ((_ops._overload_clip, _ops._clip_inplace), (_ops._overload_clip_Tensor, _ops._clip_Tensor_inplace), )),
    'polygamma_': _ops._polygamma_method_inplace,
    'div_': _inplace_overloads('div_', ((_ops._overload_div, _ops._div_inplace), (_ops._overload_div_Tensor_mode, _ops._div_Tensor_mode_inplace), )),
    'eq_': _ops._eq_inplace_inplace,
    'ne_': _ops._ne_inplace_inplace,
    'lt_': _ops._lt_inplace_inplace,
    'le_': _ops._le_inplace_inplace,
    'gt_': _ops._gt_inplace_inplace,
    'ge_': _ops._ge_inplace_inplace,
    'float_power_': _ops._float_power_inplace_inplace,
    'scatter_': _inplace_overloads('scatter_', ((_ops._overload_scatter_value, _ops._scatter_value_inplace), (_ops._overload_scatter, _ops._scatter_inplace), )),
    'index_fill_': _ops._index_fill_Tensor_inplace,
    'bernoulli_': _ops._bernoulli_p_inplace,
    'normal_': _ops._normal_inplace_inplace,
})


def _reflected(op, defaults):
    """`2 / x` calls `x.__rtruediv__(2)`: run the op with the operands swapped (and the other
    arguments at their defaults). `2 + x` and `2 * x` are `x + 2` and `x * 2`, as in PyTorch,
    and `2 - x` is `rsub(x, 2)`: the tensor comes first, so they take the fast path."""

    def method(self, other):
        return _bind(op, (other, self), dict(defaults))

    return method


_OPERATORS = {
    '__neg__': _ops.neg,
    '__abs__': _ops.abs,
    '__add__': _ops.add,
    '__radd__': _ops.add,
    '__iadd__': _ops._add_inplace,
    '__sub__': _ops.sub,
    '__isub__': _ops._sub_inplace,
    '__rsub__': _ops.rsub,
    '__mul__': _ops.mul,
    '__rmul__': _ops.mul,
    '__imul__': _ops._mul_inplace,
    '__truediv__': _ops._overload_div,
    '__rtruediv__': _reflected(_ops._op_div, {}),
    '__itruediv__': _ops._div_inplace,
    '__pow__': _ops.pow,
    '__rpow__': _reflected(_ops._op_pow, {}),
    '__ipow__': _ops._pow_inplace,
    '__mod__': _ops.remainder,
    '__rmod__': _reflected(_ops._op_remainder, {}),
    '__floordiv__': _ops.floor_divide,
    '__rfloordiv__': _reflected(_ops._op_floor_divide, {}),
    '__eq__': _ops._overload_eq,
    '__ne__': _ops._overload_ne,
    '__lt__': _ops._overload_lt,
    '__le__': _ops._overload_le,
    '__gt__': _ops._overload_gt,
    '__ge__': _ops._overload_ge,
    '__and__': _ops.logical_and,
    '__or__': _ops.logical_or,
    '__invert__': _ops.logical_not,
    '__getitem__': _ops.index,
    '__matmul__': _ops.matmul,
    '__rmatmul__': _reflected(_ops._op_matmul, {}),
}


def install() -> None:
    for table in (_METHODS, _INPLACE, _OPERATORS):
        for name, fn in table.items():
            setattr(Tensor, name, fn)
