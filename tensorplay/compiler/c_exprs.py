# GENERATED FILE from tensorplay/ops/*/ops.yaml by codegen (template codegen/templates/c_exprs.py.jinja) — do not edit.
# Regenerate with `make generate`; change the spec or the template instead.
"""One output element of each op in C, for tp.compile's fused loops (tensorplay/compiler/cfuse.py):
the `c_kernel: forward` or `c_expr:` of its ops.yaml entry, written for float32 (the `f` math
functions and literals) and float64. The names: `x` (one tensor input) or `a`, `b` (two), and
the op's numeric arguments; with a `select` argument, one expression per value of it."""

# op name -> (tensor inputs, numeric arguments, select argument or None,
#             {choice (None without select): (float32 expression, float64 expression)})
C_EXPRS = {
    # tensorplay/ops/pointwise/ops.yaml:6
    'neg': (1, (), None, {None: ('-x', '-x')}),
    # tensorplay/ops/pointwise/ops.yaml:22
    'exp': (1, (), None, {None: ('expf(x)', 'exp(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:38
    'log': (1, (), None, {None: ('logf(x)', 'log(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:55
    'sin': (1, (), None, {None: ('sinf(x)', 'sin(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:70
    'cos': (1, (), None, {None: ('cosf(x)', 'cos(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:84
    'abs': (1, (), None, {None: ('fabsf(x)', 'fabs(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:104
    'sign': (1, (), None, {None: ('(x > 0 ? 1.0f : (x < 0 ? -1.0f : 0.0f))', '(x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0))')}),
    # tensorplay/ops/pointwise/ops.yaml:121
    'expm1': (1, (), None, {None: ('expm1f(x)', 'expm1(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:137
    'log1p': (1, (), None, {None: ('log1pf(x)', 'log1p(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:181
    'sqrt': (1, (), None, {None: ('sqrtf(x)', 'sqrt(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:196
    'rsqrt': (1, (), None, {None: ('1.0f / sqrtf(x)', '1.0 / sqrt(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:212
    'square': (1, (), None, {None: ('x * x', 'x * x')}),
    # tensorplay/ops/pointwise/ops.yaml:228
    'reciprocal': (1, (), None, {None: ('1 / x', '1 / x')}),
    # tensorplay/ops/pointwise/ops.yaml:243
    'tan': (1, (), None, {None: ('tanf(x)', 'tan(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:299
    'sinh': (1, (), None, {None: ('copysignf(fabsf(x) > 88 ? 0.5f * expf(fabsf(x) / 2) * expf(fabsf(x) / 2) : (fabsf(x) > 20 ? 0.5f * expf(fabsf(x)) : 0.5f * (expm1f(fabsf(x)) + expm1f(fabsf(x)) / (expm1f(fabsf(x)) + 1))), x)', 'copysign(fabs(x) > 88 ? 0.5 * exp(fabs(x) / 2) * exp(fabs(x) / 2) : (fabs(x) > 20 ? 0.5 * exp(fabs(x)) : 0.5 * (expm1(fabs(x)) + expm1(fabs(x)) / (expm1(fabs(x)) + 1))), x)')}),
    # tensorplay/ops/pointwise/ops.yaml:316
    'cosh': (1, (), None, {None: ('fabsf(x) > 88 ? 0.5f * expf(fabsf(x) / 2) * expf(fabsf(x) / 2) : 0.5f * (expf(fabsf(x)) + 1 / expf(fabsf(x)))', 'fabs(x) > 88 ? 0.5 * exp(fabs(x) / 2) * exp(fabs(x) / 2) : 0.5 * (exp(fabs(x)) + 1 / exp(fabs(x)))')}),
    # tensorplay/ops/pointwise/ops.yaml:332
    'tanh': (1, (), None, {None: ('tanhf(x)', 'tanh(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:349
    'sigmoid': (1, (), None, {None: ('(x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x)))', '(x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x)))')}),
    # tensorplay/ops/pointwise/ops.yaml:366
    'erf': (1, (), None, {None: ('erff(x)', 'erf(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:683
    'sgn': (1, (), None, {None: ('(x > 0 ? 1.0f : (x < 0 ? -1.0f : 0.0f))', '(x > 0 ? 1.0 : (x < 0 ? -1.0 : 0.0))')}),
    # tensorplay/ops/pointwise/ops.yaml:703
    'frac': (1, (), None, {None: ('x - (x < 0 ? ceilf(x) : floorf(x))', 'x - (x < 0 ? ceil(x) : floor(x))')}),
    # tensorplay/ops/pointwise/ops.yaml:807
    'atanh': (1, (), None, {None: ('copysignf(0.5f * log1pf(2 * fabsf(x) / (1 - fabsf(x))), x)', 'copysign(0.5 * log1p(2 * fabs(x) / (1 - fabs(x))), x)')}),
    # tensorplay/ops/pointwise/ops.yaml:827
    'erfc': (1, (), None, {None: ('erfcf(x)', 'erfc(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:877
    'erfinv': (1, (), None, {None: ('tp_erfinvf(x)', 'tp_erfinv(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:897
    'lgamma': (1, (), None, {None: ('tp_lgammaf(x)', 'tp_lgamma(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:918
    'digamma': (1, (), None, {None: ('tp_digammaf(x)', 'tp_digamma(x)')}),
    # tensorplay/ops/pointwise/ops.yaml:940
    'polygamma': (1, ('n',), None, {None: ('tp_polygammaf(n, x)', 'tp_polygamma(n, x)')}),
    # tensorplay/ops/binary/ops.yaml:6
    'add': (2, ('alpha',), None, {None: ('a + alpha * b', 'a + alpha * b')}),
    # tensorplay/ops/binary/ops.yaml:35
    'sub': (2, ('alpha',), None, {None: ('a - alpha * b', 'a - alpha * b')}),
    # tensorplay/ops/binary/ops.yaml:63
    'rsub': (2, ('alpha',), None, {None: ('b - alpha * a', 'b - alpha * a')}),
    # tensorplay/ops/binary/ops.yaml:93
    'mul': (2, (), None, {None: ('a * b', 'a * b')}),
    # tensorplay/ops/binary/ops.yaml:120
    'div': (2, (), None, {None: ('a / b', 'a / b')}),
    # tensorplay/ops/binary/ops.yaml:964
    'logaddexp': (2, (), None, {None: ('a == b ? a + 0.6931471805599453f : (a > b ? a + log1pf(expf(b - a)) : (a < b ? b + log1pf(expf(a - b)) : a - b))', 'a == b ? a + 0.6931471805599453 : (a > b ? a + log1p(exp(b - a)) : (a < b ? b + log1p(exp(a - b)) : a - b))')}),
    # tensorplay/ops/nn/ops.yaml:622
    'relu': (1, (), None, {None: ('(x > 0 || x != x) ? x : 0', '(x > 0 || x != x) ? x : 0')}),
    # tensorplay/ops/nn/ops.yaml:663
    'gelu': (1, (), 'approximate', {'none': ('0.5f * x * (1 + erff(x * 0.7071067811865476f))', '0.5 * x * (1 + erf(x * 0.7071067811865476))'), 'tanh': ('x / (1 + expf(-1.5957691216057308f * (x + 0.044715f * x * x * x)))', 'x / (1 + exp(-1.5957691216057308 * (x + 0.044715 * x * x * x)))')}),
    # tensorplay/ops/nn/ops.yaml:698
    'silu': (1, (), None, {None: ('x * ((x >= 0 ? 1.0f : expf(-fabsf(x))) / (1.0f + expf(-fabsf(x))))', 'x * ((x >= 0 ? 1.0 : exp(-fabs(x))) / (1.0 + exp(-fabs(x))))')}),
    # tensorplay/ops/nn/ops.yaml:716
    'softplus': (1, ('beta', 'threshold'), None, {None: ('x * beta > threshold ? x : ((x * beta > 0 ? x * beta : 0) + log1pf(expf(-fabsf(x * beta)))) / beta', 'x * beta > threshold ? x : ((x * beta > 0 ? x * beta : 0) + log1p(exp(-fabs(x * beta)))) / beta')}),
    # tensorplay/ops/nn/ops.yaml:744
    'leaky_relu': (1, ('negative_slope',), None, {None: ('x * (x > 0 ? 1.0f : negative_slope)', 'x * (x > 0 ? 1.0 : negative_slope)')}),
    # tensorplay/ops/nn/ops.yaml:762
    'hardtanh': (1, ('min_val', 'max_val'), None, {None: ('x < min_val ? min_val : (x > max_val ? max_val : x)', 'x < min_val ? min_val : (x > max_val ? max_val : x)')}),
    # tensorplay/ops/nn/ops.yaml:788
    'hardswish': (1, (), None, {None: ('x * (x + 3 < 0 ? 0 : (x + 3 > 6 ? 6 : x + 3)) / 6', 'x * (x + 3 < 0 ? 0 : (x + 3 > 6 ? 6 : x + 3)) / 6')}),
    # tensorplay/ops/nn/ops.yaml:807
    'elu': (1, ('alpha',), None, {None: ('x > 0 ? x : alpha * expm1f(x)', 'x > 0 ? x : alpha * expm1(x)')}),
    # tensorplay/ops/loss/ops.yaml:419
    '_smooth_l1': (1, ('beta', 'huber'), None, {None: ('huber ? (fabsf(x) < beta ? 0.5f * (x * x) : beta * (fabsf(x) - 0.5f * beta)) : (fabsf(x) < beta ? 0.5f * (x * x) / beta : fabsf(x) - 0.5f * beta)', 'huber ? (fabs(x) < beta ? 0.5 * (x * x) : beta * (fabs(x) - 0.5 * beta)) : (fabs(x) < beta ? 0.5 * (x * x) / beta : fabs(x) - 0.5 * beta)')}),
}
