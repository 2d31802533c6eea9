# GENERATED FILE from ops.yaml by codegen (template codegen/templates/refusals.py.jinja) — do not edit.
# Regenerate with `make generate`; change ops.yaml or the template instead.
"""Ops PyTorch has no bool kernel for (their `refuses_bool:` field): op name -> (exception
class, message); likewise for integer kernels (`refuses_int:`). The dispatcher raises it when such an op would compute in bool, where NumPy
would quietly compute something (or fail with another exception class)."""

REFUSES_BOOL = {
    'conv2d': ('NotImplementedError', '"conv2d" not implemented for \'Bool\'', False),
    'max_pool2d': ('NotImplementedError', '"max_pool2d" not implemented for \'Bool\'', False),
    'avg_pool2d': ('NotImplementedError', '"avg_pool2d" not implemented for \'Bool\'', False),
    'batch_norm': ('NotImplementedError', '"batch_norm" not implemented for \'Bool\'', False),
    'layer_norm': ('NotImplementedError', '"layer_norm" not implemented for \'Bool\'', False),
    'binary_cross_entropy': ('NotImplementedError', '"binary_cross_entropy" not implemented for \'Bool\'', False),
    'binary_cross_entropy_with_logits': ('NotImplementedError', '"binary_cross_entropy_with_logits" not implemented for \'Bool\'', False),
    'l1_loss': ('RuntimeError', 'Subtraction, the `-` operator, with two bool tensors is not supported. Use the `^` or `logical_xor()` operator instead.', False),
    'neg': ('RuntimeError', 'Negation, the `-` operator, on a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.', False),
    'abs': ('NotImplementedError', '"abs" not implemented for \'Bool\'', False),
    'relu': ('RuntimeError', 'Boolean inputs not supported for relu', False),
    'gelu': ('NotImplementedError', '"gelu" not implemented for \'Bool\'', False),
    'silu': ('NotImplementedError', '"silu" not implemented for \'Bool\'', False),
    'softplus': ('NotImplementedError', '"softplus" not implemented for \'Bool\'', False),
    'leaky_relu': ('NotImplementedError', '"leaky_relu" not implemented for \'Bool\'', False),
    'elu': ('NotImplementedError', '"elu" not implemented for \'Bool\'', False),
    'floor': ('NotImplementedError', '"floor" not implemented for \'Bool\'', False),
    'ceil': ('NotImplementedError', '"ceil" not implemented for \'Bool\'', False),
    'round': ('NotImplementedError', '"round" not implemented for \'Bool\'', False),
    'trunc': ('NotImplementedError', '"trunc" not implemented for \'Bool\'', False),
    'sub': ('RuntimeError', 'Subtraction, the `-` operator, with a bool tensor is not supported. If you are trying to invert a mask, use the `~` or `logical_not()` operator instead.', True),
    'pow': ('NotImplementedError', '"pow" not implemented for \'Bool\'', False),
    'remainder': ('NotImplementedError', '"remainder" not implemented for \'Bool\'', False),
    'floor_divide': ('NotImplementedError', '"floor_divide" not implemented for \'Bool\'', False),
    'argmax': ('RuntimeError', 'argmax(): does not support bool input', False),
    'argmin': ('RuntimeError', 'argmin(): does not support bool input', False),
    'var': ('RuntimeError', 'std and var only support floating point and complex dtypes', False),
    'std': ('RuntimeError', 'std and var only support floating point and complex dtypes', False),
    'norm': ('RuntimeError', 'linalg.vector_norm: Expected a floating point or complex tensor as input. Got Bool', False),
    'matmul': ('NotImplementedError', '"matmul" not implemented for \'Bool\'', False),
    'linear': ('NotImplementedError', '"linear" not implemented for \'Bool\'', False),
    'mm': ('NotImplementedError', '"mm" not implemented for \'Bool\'', False),
    'bmm': ('NotImplementedError', '"bmm" not implemented for \'Bool\'', False),
    'mv': ('NotImplementedError', '"mv" not implemented for \'Bool\'', False),
    'dot': ('NotImplementedError', '"dot" not implemented for \'Bool\'', False),
    'softmax': ('NotImplementedError', '"softmax" not implemented for \'Bool\'', False),
    'log_softmax': ('NotImplementedError', '"log_softmax" not implemented for \'Bool\'', False),
    '_safe_softmax': ('NotImplementedError', '"_safe_softmax" not implemented for \'Bool\'', False),
    'nll_loss': ('NotImplementedError', '"nll_loss" not implemented for \'Bool\'', False),
    'mse_loss': ('NotImplementedError', '"mse_loss" not implemented for \'Bool\'', False),
}

# `refuses_int:` op name -> (exception class, message with {dtype}, refused integer dtypes)
REFUSES_INT = {
    'avg_pool2d': ('NotImplementedError', '"avg_pool2d" not implemented for \'{dtype}\'', ('int32',)),
    'batch_norm': ('NotImplementedError', '"batch_norm" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'binary_cross_entropy': ('NotImplementedError', '"binary_cross_entropy" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'binary_cross_entropy_with_logits': ('NotImplementedError', '"binary_cross_entropy_with_logits" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'gelu': ('NotImplementedError', '"gelu" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'silu': ('NotImplementedError', '"silu" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'softplus': ('NotImplementedError', '"softplus" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'leaky_relu': ('NotImplementedError', '"leaky_relu" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'elu': ('NotImplementedError', '"elu" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'var': ('RuntimeError', 'std and var only support floating point and complex dtypes', ('int64', 'int32')),
    'std': ('RuntimeError', 'std and var only support floating point and complex dtypes', ('int64', 'int32')),
    'norm': ('RuntimeError', 'linalg.vector_norm: Expected a floating point or complex tensor as input. Got {dtype}', ('int64', 'int32')),
    'softmax': ('NotImplementedError', '"softmax" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'log_softmax': ('NotImplementedError', '"log_softmax" not implemented for \'{dtype}\'', ('int64', 'int32')),
    '_safe_softmax': ('NotImplementedError', '"_safe_softmax" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'nll_loss': ('NotImplementedError', '"nll_loss" not implemented for \'{dtype}\'', ('int64', 'int32')),
    'mse_loss': ('NotImplementedError', '"mse_loss" not implemented for \'{dtype}\'', ('int64', 'int32')),
}

# `same_dtype:` op name -> positions of the tensor arguments that must share one dtype
SAME_DTYPE = {
    'conv2d': ('self', 'weight', 'bias'),
    'batch_norm': ('self', 'running_mean', 'running_var', 'weight', 'bias'),
    'layer_norm': ('self', 'weight', 'bias'),
    'binary_cross_entropy': ('self', 'target'),
    'linear': ('self', 'weight', 'bias'),
    'scatter_add': ('self', 'src'),
}
