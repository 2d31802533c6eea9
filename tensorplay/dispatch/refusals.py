# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/refusals.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""Ops PyTorch has no bool kernel for (their `refuses_bool:` field): op name -> (exception
class, message); likewise for integer kernels (`refuses_int:`). The dispatcher raises it when such an op would compute in bool, where NumPy
would quietly compute something (or fail with another exception class)."""

REFUSES_BOOL = {
    'neg': ('RuntimeError', 'Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.', False),
    'abs': ('NotImplementedError', '"abs" not implemented for \'Bool\'', False),
    'floor': ('NotImplementedError', '"floor" not implemented for \'Bool\'', False),
    'ceil': ('NotImplementedError', '"ceil" not implemented for \'Bool\'', False),
    'round': ('NotImplementedError', '"round" not implemented for \'Bool\'', False),
    'trunc': ('NotImplementedError', '"trunc" not implemented for \'Bool\'', False),
    'frac': ('NotImplementedError', '"frac" not implemented for \'Bool\'', False),
    'sub': ('RuntimeError', 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.', True),
    'rsub': ('RuntimeError', 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.', True),
    'pow': ('NotImplementedError', '"pow" not implemented for \'Bool\'', False),
    'remainder': ('NotImplementedError', '"remainder" not implemented for \'Bool\'', False),
    'floor_divide': ('NotImplementedError', '"div_floor_cpu" not implemented for \'Bool\'', False),
    'hypot': ('NotImplementedError', '"hypot" not implemented for \'Bool\'', False),
    'fmod': ('NotImplementedError', '"fmod_cpu" not implemented for \'Bool\'', False),
    'logaddexp': ('NotImplementedError', '"logaddexp" not implemented for \'Bool\'', False),
    'logaddexp2': ('NotImplementedError', '"logaddexp2" not implemented for \'Bool\'', False),
    'gcd': ('NotImplementedError', '"gcd" not implemented for \'Bool\'', False),
    'lcm': ('NotImplementedError', '"lcm" not implemented for \'Bool\'', False),
    'lerp': ('NotImplementedError', '"lerp_kernel_scalar" not implemented for \'Bool\'', False),
    'addcmul': ('NotImplementedError', '"addcmul_cpu_out" not implemented for \'Bool\'', False),
    'argmax': ('RuntimeError', 'argmax(): does not support bool input', False),
    'argmin': ('RuntimeError', 'argmin(): does not support bool input', False),
    'var': ('RuntimeError', 'std and var only support floating point and complex dtypes', False),
    'std': ('RuntimeError', 'std and var only support floating point and complex dtypes', False),
    'norm': ('RuntimeError', 'linalg.vector_norm: Expected a floating point or complex tensor as input. Got Bool', False),
    'median': ('NotImplementedError', '"median_cpu" not implemented for \'Bool\'', False),
    'median.dim': ('NotImplementedError', '"median_cpu" not implemented for \'Bool\'', False),
    'nanmedian': ('NotImplementedError', '"median_cpu" not implemented for \'Bool\'', False),
    'nanmedian.dim': ('NotImplementedError', '"median_cpu" not implemented for \'Bool\'', False),
    'logcumsumexp': ('NotImplementedError', '"logcumsumexp_out_cpu" not implemented for \'Bool\'', False),
    'topk': ('RuntimeError', 'topk does not support bool dtypes on CPU', False),
    'searchsorted': ('NotImplementedError', '"searchsorted_out_cpu" not implemented for \'Bool\'', False),
    'linear': ('NotImplementedError', '"linear" not implemented for \'Bool\'', False),
    'mm': ('NotImplementedError', '"mm" not implemented for \'Bool\'', False),
    'bmm': ('NotImplementedError', '"bmm" not implemented for \'Bool\'', False),
    'dot': ('NotImplementedError', '"dot" not implemented for \'Bool\'', False),
    'addmm': ('NotImplementedError', '"addmm" not implemented for \'Bool\'', False),
    'trace': ('NotImplementedError', '"trace" not implemented for \'Bool\'', False),
    'vdot': ('NotImplementedError', '"vdot" not implemented for \'Bool\'', False),
    'tensordot': ('NotImplementedError', '"tensordot" not implemented for \'Bool\'', False),
    'conv2d': ('NotImplementedError', '"conv2d" not implemented for \'Bool\'', False),
    'max_pool2d': ('NotImplementedError', '"max_pool2d" not implemented for \'Bool\'', False),
    'avg_pool2d': ('NotImplementedError', '"avg_pool2d" not implemented for \'Bool\'', False),
    'relu': ('RuntimeError', 'Boolean inputs not supported for relu', False),
    'gelu': ('NotImplementedError', '"gelu" not implemented for \'Bool\'', False),
    'silu': ('NotImplementedError', '"silu" not implemented for \'Bool\'', False),
    'softplus': ('NotImplementedError', '"softplus" not implemented for \'Bool\'', False),
    'leaky_relu': ('NotImplementedError', '"leaky_relu" not implemented for \'Bool\'', False),
    'hardtanh': ('RuntimeError', 'Bool inputs not supported for hardtanh', False),
    'hardswish': ('NotImplementedError', '"hardswish" not implemented for \'Bool\'', False),
    'elu': ('NotImplementedError', '"elu" not implemented for \'Bool\'', False),
    'softmax': ('NotImplementedError', '"softmax" not implemented for \'Bool\'', False),
    'log_softmax': ('NotImplementedError', '"log_softmax" not implemented for \'Bool\'', False),
    'logsigmoid': ('NotImplementedError', '"logsigmoid" not implemented for \'Bool\'', False),
    '_safe_softmax': ('NotImplementedError', '"_safe_softmax" not implemented for \'Bool\'', False),
    'l1_loss': ('RuntimeError', 'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.', False),
    'nll_loss': ('NotImplementedError', '"nll_loss" not implemented for \'Bool\'', False),
}

# `refuses_int:` op name -> (exception class, message with {dtype}, refused integer dtypes)
REFUSES_INT = {
    'var': ('RuntimeError', 'std and var only support floating point and complex dtypes', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'std': ('RuntimeError', 'std and var only support floating point and complex dtypes', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'norm': ('RuntimeError', 'linalg.vector_norm: Expected a floating point or complex tensor as input. Got {dtype}', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'avg_pool2d': ('NotImplementedError', '"avg_pool2d" not implemented for \'{dtype}\'', ('int32', 'int16', 'int8', 'uint8')),
    'gelu': ('NotImplementedError', '"gelu" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'silu': ('NotImplementedError', '"silu" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'softplus': ('NotImplementedError', '"softplus" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'leaky_relu': ('NotImplementedError', '"leaky_relu" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'hardswish': ('NotImplementedError', '"hardswish" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'elu': ('NotImplementedError', '"elu" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'softmax': ('NotImplementedError', '"softmax" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'log_softmax': ('NotImplementedError', '"log_softmax" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    '_safe_softmax': ('NotImplementedError', '"_safe_softmax" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
    'nll_loss': ('NotImplementedError', '"nll_loss" not implemented for \'{dtype}\'', ('int64', 'int32', 'int16', 'int8', 'uint8')),
}

# `refuses_bfloat16:` op name -> (exception class, message), raised by dispatch/base.py
REFUSES_BFLOAT16 = {
    'det': ('NotImplementedError', '"lu_cpu" not implemented for \'BFloat16\''),
    'inverse': ('RuntimeError', 'linalg.inv: Low precision dtypes not supported. Got BFloat16'),
    'slogdet': ('RuntimeError', 'linalg.slogdet: Low precision dtypes not supported. Got BFloat16'),
    'linalg_svd': ('NotImplementedError', '"linalg_svd_cpu" not implemented for \'BFloat16\''),
    'linalg_svdvals': ('NotImplementedError', '"linalg_svd_cpu" not implemented for \'BFloat16\''),
    'linalg_qr': ('NotImplementedError', '"geqrf_cpu" not implemented for \'BFloat16\''),
    'linalg_eigh': ('NotImplementedError', '"linalg_eigh_cpu" not implemented for \'BFloat16\''),
    'linalg_eigvalsh': ('NotImplementedError', '"linalg_eigh_cpu" not implemented for \'BFloat16\''),
    'linalg_cholesky': ('NotImplementedError', '"cholesky_cpu" not implemented for \'BFloat16\''),
    'linalg_lstsq': ('NotImplementedError', '"linalg_svd_cpu" not implemented for \'BFloat16\''),
}

# `same_dtype:` op name -> positions of the tensor arguments that must share one dtype
SAME_DTYPE = {
    'lerp': ('self', 'end', 'weight'),
    'scatter_add': ('self', 'src'),
    'linear': ('self', 'weight'),
    'mm': ('self', 'mat2'),
    'dot': ('self', 'tensor'),
    'addmm': ('self', 'mat1', 'mat2'),
    'vdot': ('self', 'other'),
    'tensordot': ('a', 'b'),
    'conv2d': ('self', 'weight', 'bias'),
    'lstm_layer': ('input', 'h0', 'c0', 'w_ih', 'w_hh', 'b_ih', 'b_hh', 'w_hr'),
    'gru_layer': ('input', 'h0', 'w_ih', 'w_hh', 'b_ih', 'b_hh'),
}

# `zero_dim_promotes:` op name -> the `same_dtype` arguments exempt from it when 0-d
ZERO_DIM_PROMOTES = {
    'lerp': ('weight',),
}

# `empty_promotes:` op name -> the `same_dtype` arguments exempt from it when the first is empty
EMPTY_PROMOTES = {
    'conv2d': ('weight',),
}

# `empty_skips_refusal: true`: an empty tensor argument gets no refusal; the result keeps the
# input's dtype (PyTorch returns before it looks for a kernel of the dtype)
EMPTY_SKIPS_REFUSAL = frozenset({
    'median',
    'nanmedian',
    'linear',
    'mm',
    'tensordot',
    'conv2d',
    'softmax',
    'log_softmax',
    '_safe_softmax',
})

# `dtype_first: true`: the refusal is reported even when the shapes or dims are wrong too
# (PyTorch checks these ops' dtype before their shapes: argmin of an empty bool tensor, var of
# a 0-d integer tensor over dim 1)
DTYPE_FIRST = frozenset({
    'argmax',
    'argmin',
    'var',
    'std',
    'norm',
    'trace',
})

# `mixed_dtype: true`: a float16 first `same_dtype` argument may come with float32 others
MIXED_DTYPE = frozenset({
})
