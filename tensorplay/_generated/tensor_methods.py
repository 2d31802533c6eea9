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
    'reshape': _ops.reshape,
    'expand': _ops.expand,
    'unsqueeze': _ops.unsqueeze,
    'squeeze': _ops.squeeze,
    'transpose': _ops.transpose,
    'permute': _ops.permute,
    'matmul': _ops.matmul,
    'mm': _ops.mm,
    'bmm': _ops.bmm,
    'mv': _ops.mv,
    'dot': _ops.dot,
    'outer': _ops.outer,
    'clone': _ops.clone,
    'index_select': _ops.index_select,
    'gather': _ops.gather,
    'scatter_add': _ops.scatter_add,
    'masked_fill': _ops.masked_fill,
    'softmax': _ops.softmax,
    'log_softmax': _ops.log_softmax,
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
    'scatter_add_': _ops._scatter_add_inplace,
    'masked_fill_': _ops._masked_fill_inplace,
}


def _reflected(op):
    """`2 - x` calls `x.__rsub__(2)`: run the op with the operands swapped."""

    def method(self, other):
        return _bind(op, (other, self), {})

    return method


_OPERATORS = {
    '__neg__': _ops.neg,
    '__add__': _ops.add,
    '__radd__': _reflected(_ops._op_add),
    '__iadd__': _ops._add_inplace,
    '__sub__': _ops.sub,
    '__rsub__': _reflected(_ops._op_sub),
    '__isub__': _ops._sub_inplace,
    '__mul__': _ops.mul,
    '__rmul__': _reflected(_ops._op_mul),
    '__imul__': _ops._mul_inplace,
    '__truediv__': _ops.div,
    '__rtruediv__': _reflected(_ops._op_div),
    '__itruediv__': _ops._div_inplace,
    '__matmul__': _ops.matmul,
    '__rmatmul__': _reflected(_ops._op_matmul),
    '__getitem__': _ops.index,
}


def install() -> None:
    for table in (_METHODS, _INPLACE, _OPERATORS):
        for name, fn in table.items():
            setattr(Tensor, name, fn)
