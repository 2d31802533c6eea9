"""The formula helpers only the binary ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

import numpy as np

from ...core import optable as _ops
from ..shared.formulas import _is_tensor, _type_name

_FLOAT64 = np.dtype(np.float64)


def pow_backward_self(grad, self, exponent):
    """d(self ** exponent)/d(self) = exponent * self ** (exponent - 1), and exactly 0 where the
    exponent is 0 (so 0 ** 0 has gradient 0, not 0 * inf = nan), as PyTorch's pow_backward_self:
    the masked branch is computed as it is, so second derivatives there are NaN as PyTorch's."""
    if not _is_tensor(exponent):
        if exponent == 0:
            return _ops.zeros_like(grad)
        # exponent 2 (squares, the common case): self ** 1 is self, so skip that op
        return grad * exponent * (self if exponent == 2 else _ops.pow(self, exponent - 1))
    return _ops.where(exponent == 0, 0.0, grad * (exponent * _ops.pow(self, exponent - 1)))


def pow_backward_exponent(grad, self, exponent, result):
    """d(self ** exponent)/d(exponent) = grad * where(self == 0 and exponent >= 0, 0,
    result * log(self)), PyTorch's pow_backward_exponent (its masked branch's derivatives are
    NaN at self = 0, as PyTorch's)."""
    if not _is_tensor(self):  # 2 ** x: a Python number base
        self = _ops.zeros((), dtype=grad.dtype) + self
    masked = _ops.logical_and(self == 0, exponent >= 0)
    return grad * _ops.where(masked, 0.0, result * _ops.log(self))


def div_jvp(self_t, other_t, result, other):
    """PyTorch's JVP of true division, (self_t - other_t * result) / other (a missing tangent
    is zero): one quotient, so at other = 0 it is inf where the sum of two quotients was NaN."""
    if other_t is None:
        return self_t / other
    moved = other_t * result
    return (-moved if self_t is None else self_t - moved) / other


def lerp_jvp(self_t, end_t, weight_t, self, end, weight):
    """PyTorch's JVP of lerp, lerp(self_t, end_t, weight) + weight_t * (end - self) (a missing
    tangent is zero): the tangents interpolated as the values are, so an infinite weight gives
    NaN where they are equal, as PyTorch's (self_t (1 - w) + end_t w was inf - inf elsewhere)."""
    out = None
    if self_t is not None or end_t is not None:
        out = _ops.lerp(_ops.zeros_like(self) if self_t is None else self_t,
                        _ops.zeros_like(end) if end_t is None else end_t, weight)
    if weight_t is not None:
        moved = weight_t * (end - self)
        out = moved if out is None else out + moved
    return out


def derivative_not_implemented(op: str, forward: bool = False):
    """The formula of an op PyTorch records history for but cannot differentiate (floor_divide):
    its output requires grad, and backpropagating (or a forward-mode tangent) through it raises
    PyTorch's error instead of silently treating it as a constant."""
    if forward:
        raise NotImplementedError(f"Trying to use forward AD with {op} that does not support it.")
    raise RuntimeError(f"derivative for {op} is not implemented")


def float_power_base(self):
    """`self` for `x.float_power_(e)`: PyTorch computes in float64 and refuses to write the
    float64 result into a base of another dtype."""
    if self._np_dtype != _FLOAT64:
        raise RuntimeError(f"the base given to float_power_ has dtype {_type_name(self)} but the "
                           "operation's result requires dtype Double")
    return self
