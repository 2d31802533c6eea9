# GENERATED FILE from ops.yaml by codegen (template codegen/templates/tensor_methods.py.jinja) — do not edit.
# Regenerate with `make generate`; change ops.yaml or the template instead.
"""Attach the ops of ops.yaml to `Tensor`: methods (`x.sin()`), in-place
variants (`x.sin_()`) and operators (`x + y`, `2 - x`, `x[i]`)."""

from .._dispatch import bind as _bind
from .._tensor import Tensor
from . import ops as _ops

_METHODS = {
    'neg': _ops.neg,
    'exp': _ops.exp,
    'log': _ops.log,
    'sin': _ops.sin,
    'cos': _ops.cos,
    'add': _ops.add,
    'sub': _ops.sub,
    'mul': _ops.mul,
    'div': _ops.div,
    'sum': _ops.sum,
    'mean': _ops.mean,
    'prod': _ops.prod,
    'amax': _ops.amax,
    'amin': _ops.amin,
    'max': _ops.max,
    'min': _ops.min,
    'argmax': _ops.argmax,
    'argmin': _ops.argmin,
    'var': _ops.var,
    'std': _ops.std,
    'logsumexp': _ops.logsumexp,
    'norm': _ops.norm,
    'all': _ops.all,
    'any': _ops.any,
    'cumsum': _ops.cumsum,
    'reshape': _ops.reshape,
    'expand': _ops.expand,
    'unsqueeze': _ops.unsqueeze,
    'squeeze': _ops.squeeze,
    'transpose': _ops.transpose,
    'permute': _ops.permute,
    'view': _ops.view,
    'flatten': _ops.flatten,
    't': _ops.t,
    'expand_as': _ops.expand_as,
    'broadcast_to': _ops.broadcast_to,
    'movedim': _ops.movedim,
    'flip': _ops.flip,
    'repeat': _ops.repeat,
    'split': _ops.split,
    'chunk': _ops.chunk,
    'unbind': _ops.unbind,
    'narrow': _ops.narrow,
    'diag': _ops.diag,
    'diagonal': _ops.diagonal,
    'tril': _ops.tril,
    'triu': _ops.triu,
    'contiguous': _ops.contiguous,
    'matmul': _ops.matmul,
    'clone': _ops.clone,
}

_INPLACE = {
    'neg_': _ops._neg_inplace,
    'exp_': _ops._exp_inplace,
    'log_': _ops._log_inplace,
    'sin_': _ops._sin_inplace,
    'cos_': _ops._cos_inplace,
    'add_': _ops._add_inplace,
    'sub_': _ops._sub_inplace,
    'mul_': _ops._mul_inplace,
    'div_': _ops._div_inplace,
}


def _reflected(op, defaults):
    """`2 - x` calls `x.__rsub__(2)`: run the op with the operands swapped (other
    arguments, such as sub's alpha, take their defaults)."""

    def method(self, other):
        return _bind(op, (other, self), dict(defaults))

    return method


_OPERATORS = {
    '__neg__': _ops.neg,
    '__add__': _ops.add,
    '__radd__': _reflected(_ops._op_add, {'alpha': 1}),
    '__iadd__': _ops._add_inplace,
    '__sub__': _ops.sub,
    '__rsub__': _reflected(_ops._op_sub, {'alpha': 1}),
    '__isub__': _ops._sub_inplace,
    '__mul__': _ops.mul,
    '__rmul__': _reflected(_ops._op_mul, {}),
    '__imul__': _ops._mul_inplace,
    '__truediv__': _ops.div,
    '__rtruediv__': _reflected(_ops._op_div, {}),
    '__itruediv__': _ops._div_inplace,
    '__matmul__': _ops.matmul,
    '__rmatmul__': _reflected(_ops._op_matmul, {}),
    '__getitem__': _ops.index,
}


def install() -> None:
    for table in (_METHODS, _INPLACE, _OPERATORS):
        for name, fn in table.items():
            setattr(Tensor, name, fn)
