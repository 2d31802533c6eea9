"""Helpers the loss entries of ops.yaml (section `losses`) call from their bodies.

They do the argument handling PyTorch does in Python, in torch/nn/functional.py, before a
loss computes anything: the deprecated `size_average`/`reduce` flags turned into
`reduction`, and the warnings PyTorch gives. None of them touches a tensor's values, so
the gradient, forward-mode derivative and batching of each loss still follow from its ops.
The generated code reaches them as `H.<name>` (the shared formulas.py re-exports them).
"""

from __future__ import annotations

import warnings

import numpy as np

from ...core.dtype import TORCH_NAME, get_default_dtype
from ...core.dtype import bool_ as _bool
from ...core.type_info import can_cast, promote_types


def _legacy_reduction(size_average: bool | None, reduce: bool | None, reduction: str) -> str:
    """The `reduction` PyTorch derives from the deprecated size_average/reduce flags (with its
    deprecation warning); `reduction` itself when both are None."""
    if size_average is None and reduce is None:
        return reduction
    size_average = True if size_average is None else size_average
    reduce = True if reduce is None else reduce
    ret = "none" if not reduce else "mean" if size_average else "sum"
    warnings.warn(f"size_average and reduce args will be deprecated, please use reduction='{ret}' "
                  "instead.", stacklevel=4)
    return ret


def _kl_div_reduction(size_average: bool | None, reduce: bool | None, reduction: str) -> str:
    """kl_div's reduction: the legacy flags as for every loss, else PyTorch's warning that
    'mean' averages over every element, not over the batch as 'batchmean' does."""
    if size_average is None and reduce is None and reduction == "mean":
        warnings.warn("reduction: 'mean' divides the total loss by both the batch size and the "
                      "support size.'batchmean' divides only by the batch size, and aligns with "
                      "the KL div math definition.'mean' will be changed to behave the same as "
                      "'batchmean' in the next major release.", stacklevel=4)
    return _legacy_reduction(size_average, reduce, reduction)


def _broadcastable(*tensors) -> bool:
    """Whether the tensors' shapes broadcast together: a regression loss's input and target
    (PyTorch broadcasts them with torch.broadcast_tensors before it looks at the weight or the
    dtype), clamp's self and tensor bounds."""
    try:
        np.broadcast_shapes(*(tuple(t.shape) for t in tensors))
    except ValueError:
        return False
    return True


def _broadcast_mismatch(input, target) -> str:
    """PyTorch's message for two shapes that do not broadcast: the first (rightmost) dim
    whose sizes differ and neither is 1."""
    a, b = tuple(input.shape), tuple(target.shape)
    ndim = max(len(a), len(b))
    for d in range(ndim - 1, -1, -1):
        x = a[d - ndim + len(a)] if d - ndim + len(a) >= 0 else 1
        y = b[d - ndim + len(b)] if d - ndim + len(b) >= 0 else 1
        if x != y and 1 not in (x, y):
            return (f"The size of tensor a ({x}) must match the size of tensor b ({y}) at "
                    f"non-singleton dimension {d}")
    return f"shapes {list(a)} and {list(b)} do not broadcast"


def _lift_bool(input, target) -> tuple:
    """A bool input or target beside a non-bool one, cast to their promoted dtype: PyTorch's
    mse, smooth_l1 and huber kernels take the mix (mse_loss(x, mask) is a float loss), where
    tensorplay's `-` refuses a bool operand as PyTorch's does. Two bools stay refused."""
    if (input.dtype is _bool) == (target.dtype is _bool):
        return input, target
    dtype = promote_types(input.dtype, target.dtype)
    return input.to(dtype), target.to(dtype)


def _warn_target_size(input, target) -> None:
    """PyTorch's warning when a regression loss's target broadcasts against the input (a
    (N,) target with a (N, 1) input gives an (N, N) loss, rarely what was meant)."""
    if tuple(target.shape) != tuple(input.shape):
        warnings.warn(f"Using a target size ({target.shape}) that is different to the input size "
                      f"({input.shape}). This will likely lead to incorrect results due to "
                      "broadcasting. Please ensure they have the same size.", stacklevel=4)



def _expand_0d(input, target) -> tuple:
    """A 0-d input or target beside one with dims, expanded to the other's shape: PyTorch's
    regression losses broadcast the two first (torch.broadcast_tensors), so the 0-d one then
    takes part in the type promotion as a tensor with dims (a 0-d float64 input with a float16
    target computes and returns float64)."""
    if (input.dim() == 0) == (target.dim() == 0):
        return input, target
    if input.dim() == 0:
        return input.expand(tuple(target.shape)), target
    return input, target.expand(tuple(input.shape))


def _is_float16(t) -> bool:
    """For the losses whose PyTorch CPU kernel has no float16 version (multi_margin_loss)."""
    return t._np_dtype == np.float16


def _gaussian_var_fits(input, var) -> bool:
    """gaussian_nll_loss's `var`: a float, the input's shape, the input's shape without its last
    dim, or the input's shape with exactly one dim of size 1 (a variance shared along it)."""
    if isinstance(var, float) or tuple(var.shape) in (tuple(input.shape), tuple(input.shape[:-1])):
        return True
    return input.dim() == var.dim() and sum(v for i, v in zip(input.shape, var.shape) if i != v) == 1


_DTYPE_NAME: dict = {}  # tensorplay dtype -> its PyTorch name


def _torch_dtype_name(dtype) -> str:
    name = _DTYPE_NAME.get(dtype)
    if name is None:
        name = _DTYPE_NAME[dtype] = TORCH_NAME.get(str(dtype).split(".")[-1], str(dtype))
    return name


def _refuse_integral(kernel: str, *tensors) -> None:
    """PyTorch's NotImplementedError for a loss kernel that has only floating versions, when
    its inputs promote to an integer or bool dtype (smooth_l1 has one only for beta != 0)."""
    dtype = tensors[0].dtype
    for t in tensors[1:]:
        dtype = promote_types(dtype, t.dtype)
    if not dtype.is_floating_point:
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_torch_dtype_name(dtype)}'")


def _refuse_cast(dtype, out_dtype) -> None:
    """PyTorch's RuntimeError when a kernel's result dtype cannot be written into its output."""
    if not can_cast(dtype, out_dtype):
        raise RuntimeError(f"result type {_torch_dtype_name(dtype)} can't be cast to the desired "
                           f"output type {_torch_dtype_name(out_dtype)}")


def _check_out_dtype(input, *others) -> None:
    """Losses whose PyTorch kernel writes into a tensor of the input's dtype: the dtype they
    compute in (the inputs promoted, made floating) must cast to it, else PyTorch's
    RuntimeError (an integer input with a float target cannot hold the loss)."""
    dtype = input.dtype
    for t in others:
        dtype = promote_types(dtype, t.dtype)
    if not dtype.is_floating_point:
        dtype = get_default_dtype()
    _refuse_cast(dtype, input.dtype)


def _check_kernel_dtype(kernel: str, input, target) -> None:
    """A loss whose PyTorch kernel is a TensorIterator writing into a tensor of the input's
    dtype (huber_loss): the promoted dtype must cast to it (RuntimeError: a bool input with an
    integer target), then the kernel must have a version for it (only floating ones:
    NotImplementedError)."""
    dtype = promote_types(input.dtype, target.dtype)
    _refuse_cast(dtype, input.dtype)
    if not dtype.is_floating_point:
        raise NotImplementedError(f"\"{kernel}\" not implemented for '{_torch_dtype_name(dtype)}'")


def _like_input(loss, input):
    """The loss in the input's dtype (see _check_out_dtype), as PyTorch's kernel returns it."""
    return loss if loss.dtype == input.dtype else loss.to(input.dtype)


def _check_in_place_shape(out, *others) -> None:
    """PyTorch computes some losses in place (binary_cross_entropy_with_logits writes into
    1 - target, and with pos_weight into log_sigmoid(input)): the other tensors must broadcast
    to `out`'s shape, else its RuntimeError. A broadcast that fails is left to the body."""
    shapes = [tuple(t.shape) for t in (out, *others) if t is not None]
    try:
        shape = np.broadcast_shapes(*shapes)
    except ValueError:
        return
    if shape != shapes[0]:
        raise RuntimeError(f"output with shape {list(shapes[0])} doesn't match the broadcast "
                           f"shape {list(shape)}")

