"""The C text of one fused pointwise kernel: the ops' one-element expressions (the generated
table c_exprs.py, from ops.yaml) pasted into one loop, one `const` local per graph value.

Two entry points share the loop body: `tp_fused_contiguous` (every input has the output's
shape and is C-contiguous: one flat loop the compiler vectorizes) and `tp_fused_strided` (any
input strides, in elements, 0 along a broadcast dimension: an odometer over the outer
dimensions around an inner loop). The outputs are fresh contiguous arrays in both. Their `_p`
twins take the pointers as one array, for the C extension's `fused_call` (cfuse.py).
"""

from __future__ import annotations

import math
import re

import numpy as np

from .c_exprs import C_EXPRS

CTYPES = {np.dtype(np.float32): "float", np.dtype(np.float64): "double"}
_NAME = re.compile(r"\b[A-Za-z_]\w*\b")


def literal(value, np_dtype: np.dtype) -> str:
    """A Python number as a C literal of the chain's type, rounded as eager rounds it (a weak
    scalar takes the tensor's dtype): 0.7978845608 → `0.7978846f` for float32."""
    with np.errstate(over="ignore"):  # 1e300 in float32: inf, as eager's cast gives
        v = np_dtype.type(value)
    if math.isnan(v):
        return "NAN"
    if math.isinf(v):
        return "INFINITY" if v > 0 else "(-INFINITY)"
    text = str(v) if np_dtype == np.float32 else repr(float(v))
    if not any(c in text for c in ".e"):
        text += ".0"
    text += "f" if np_dtype == np.float32 else ""
    return f"({text})" if text.startswith("-") else text


def expression(op_name: str, choice, operands: list[str], params: dict, np_dtype) -> str:
    """The op's C expression for one element, its tensor names (`x`, or `a`, `b`) replaced by
    the operands' C text and its numeric arguments by literals."""
    _, names, _, exprs = C_EXPRS[op_name]
    text = exprs[choice][0 if np_dtype == np.float32 else 1]
    tensor_names = ["x"] if len(operands) == 1 else ["a", "b"]
    mapping = dict(zip(tensor_names, operands))
    mapping.update({p: literal(params[p], np_dtype) for p in names})
    return _NAME.sub(lambda m: mapping.get(m.group(0), m.group(0)), text)


def source(title: list[str], inputs: list[tuple[str, str]], body: list[tuple[str, str, str]],
           outputs: list[str], np_dtype) -> str:
    """The kernel file: `inputs` are (C local, graph name), `body` the (local, expression,
    graph line) triples in graph order, `outputs` C locals; `title` the comment lines that
    head it. The locals are numbered (v0, v1...) and the graph's names are in comments only,
    so that two graphs computing the same thing share one object (`strip_comments`)."""
    ct = CTYPES[np.dtype(np_dtype)]
    ins = "".join(f", const {ct} *in_{v}" for v, _ in inputs)
    outs = "".join(f", {ct} *restrict out_{v}" for v in outputs)
    lines = ["/* " + title[0]] + [" * " + t for t in title[1:]] + [" */",
             "#include <stdint.h>", '#include "tp_simd.h"', ""]

    def loop_body(load: str, store: str, pad: str) -> list[str]:
        text = [f"{pad}const {ct} {v} = {load.format(v=v)};  /* {n} */" for v, n in inputs]
        text += [f"{pad}const {ct} {v} = {e};  /* {line} */" for v, e, line in body]
        return text + [f"{pad}{store.format(v=v)} = {v};" for v in outputs]

    inputs_c = [v for v, _ in inputs]

    lines += ["/* every input C-contiguous with the output's shape: one flat loop */",
              f"TP_KERNEL void tp_fused_contiguous(int64_t n{ins.replace('*in_', '*restrict in_')}"
              f"{outs}) {{", "    for (int64_t i = 0; i < n; i++) {"]
    lines += loop_body("in_{v}[i]", "out_{v}[i]", " " * 8)
    lines += ["    }", "}", ""]
    lines += ["/* any input strides (in elements; 0 along a broadcast dimension), input after input",
              " * in `strides`; ndim >= 1 and no dimension of size 0 */",
              f"void tp_fused_strided(int ndim, const int64_t *shape, const int64_t *strides{ins}"
              f"{outs}) {{",
              "    int64_t outer = 1, index[ndim];",
              "    for (int d = 0; d < ndim; d++) { index[d] = 0; outer *= d < ndim - 1 ? shape[d] : 1; }",
              "    const int64_t inner = shape[ndim - 1];"]
    for k, v in enumerate(inputs_c):
        lines.append(f"    const {ct} *p_{v} = in_{v};  /* the current row */")
        lines.append(f"    const int64_t s_{v} = strides[{k} * ndim + ndim - 1];")
    lines += ["    for (int64_t o = 0, k = 0; o < outer; o++) {",
              "        for (int64_t i = 0; i < inner; i++, k++) {"]
    lines += loop_body("p_{v}[i * s_{v}]", "out_{v}[k]", " " * 12)
    lines += ["        }", "        for (int d = ndim - 2; d >= 0; d--) {  /* the next row */"]
    lines += [f"            p_{v} += strides[{k} * ndim + d];" for k, v in enumerate(inputs_c)]
    lines += ["            if (++index[d] < shape[d]) break;", "            index[d] = 0;"]
    lines += [f"            p_{v} -= strides[{k} * ndim + d] * shape[d];"
              for k, v in enumerate(inputs_c)]
    lines += ["        }", "    }", "}", ""]
    n_ptr = len(inputs_c) + len(outputs)
    ptrs = ", ".join(f"p[{k}]" for k in range(n_ptr))
    lines += ["/* both again with the pointers in one array, inputs then outputs: what the C",
              " * extension's fused_call passes (one call from Python, no ctypes conversions) */",
              "void tp_fused_contiguous_p(int64_t n, void *const *p) {",
              f"    tp_fused_contiguous(n, {ptrs});", "}",
              "void tp_fused_strided_p(int ndim, const int64_t *shape, const int64_t *strides, "
              "void *const *p) {",
              f"    tp_fused_strided(ndim, shape, strides, {ptrs});", "}", ""]
    return "\n".join(lines)


def strip_comments(text: str) -> str:
    """The code without its comments: what is compiled and hashed."""
    return re.sub(r"[ \t]*/\*.*?\*/", "", text, flags=re.S).strip() + "\n"
