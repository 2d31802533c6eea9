"""Which primitives get a generated fast path, and the facts their fast path inlines.

The general call path (`bind` → `call_base` → `_base_args`) reads an op's rules at run
time; for the everyday call — no transform active, plain float tensors of one dtype (or a
float tensor and a Python number) — everything it would decide is known when the op is
generated. So the generator writes, at the top of the op's public function, a short path
that checks exactly that case and runs the kernel expression inline, and sends every other
call (integers, mixed dtypes, transforms, errors to translate) down the general path. The
template lays the path out (codegen/templates/ops.py.jinja); this module decides.
"""

from __future__ import annotations

import ast

import numpy as np

from .formulas import rename
from .spec import OpSpec

# the result dtype of a fast call, by the op's dtype rule (inputs are floats of one dtype)
# (`keep`: whatever the kernel returns; the fast path takes only a result in the input's
# dtype, and only while every ScalarType argument is None)
_OUT_DTYPE = {"float": "_dt", "same": "_dt", "promote": "_dt", "accumulate": "_dt",
              "keep": "_dt", "bool": "_BOOL", "int64": "_INT64"}


def fast_path(op: OpSpec, kernel_body: str, outputs: str, has_c_forward: bool,
              saves_per_input: list[tuple[str, ...]]) -> dict | None:
    """The fast path's facts for `op`, or None when the op takes the general path only:
    random ops (the stream must be drawn once), multi-output and non-tensor results, optional
    or list tensor arguments, index keys, devices, and ops with more than two tensor arguments."""
    sig = op.sig
    tensors = sig.tensor_args
    if (op.random or outputs != "tensor" or op.dtype["rule"] not in _OUT_DTYPE
            or op.dtype.get("args") or not 1 <= len(tensors) <= 2
            or any(a.type != "Tensor" for a in tensors) or sig.device_arg is not None
            or any(a.type in ("Index", "Generator?") or a.name == "requires_grad"
                   for a in sig.params)):
        return None
    inputs = ["input" if a.name == "self" else a.name for a in tensors]
    arrays = {a.name: f"_d{i}" for i, a in enumerate(tensors)}
    params = [a.name for a in sig.params]
    kernel_args = ", ".join([*arrays.values(), *(f"{p}={p}" for p in params)])
    # a one-line kernel runs inline; a longer one is called (its own frame)
    kernel = (rename(kernel_body, arrays) if "\n" not in kernel_body
              else f"_{op.ident}_kernel({kernel_args})")
    differentiable = [op.backward[a.name] != "non_differentiable" for a in tensors]
    entry = {a.name: (f"({n}, {n}._version[0])" if i == 0 else f"_e{i}")
             for i, (a, n) in enumerate(zip(tensors, inputs))}
    record = None
    if any(differentiable) and _OUT_DTYPE[op.dtype["rule"]] == "_dt":
        # the node, built in place: what `autograd._record.record` would build for this call
        record = {
            "needs": [(f"_n{i}", "False" if not d else f"{n}._requires_grad" if i == 0
                       else f"_c1 in _PLAIN and {n}._requires_grad")
                      for i, (n, d) in enumerate(zip(inputs, differentiable))],
            # per input that needs a gradient: the saved entries its formula reads
            "saves": [(f"_n{i}", [(t, entry[t]) for t in reads if t != "result"])
                      for i, reads in enumerate(saves_per_input) if differentiable[i]],
            "result": " or ".join(f"_n{i}" for i, reads in enumerate(saves_per_input)
                                  if differentiable[i] and "result" in reads),
            # the edge: the input's grad_fn, or (a leaf, or no grad) graph.edge's answer
            "edges": ", ".join([f"({inputs[0]}.grad_fn, {inputs[0]}._out_nr) if {inputs[0]}.grad_fn "
                                f"is not None else _edge({inputs[0]})"]
                               + (["_edge(" + inputs[1] + ") if _c1 in _PLAIN "
                                   "else _NO_EDGE"] if len(inputs) == 2 else [])),
            "in_meta": ", ".join(["_d0.shape"] + (["_d1.shape if _c1 in _PLAIN else None"]
                                                  if len(inputs) == 2 else [])),
        }
    return {
        "inplace_inputs": ["self", *inputs[1:]],
        "inplace_kernel": _into_self(kernel) if "inplace" in op.variants else None,
        # `x.reshape(2, 3)`: the varargs are made one tuple first (as the general call does)
        "prelude": [f"{sig.varargs.name} = _varargs({sig.varargs.name})"] if sig.varargs else [],
        "fp_errors": op.fp_errors,
        # `sum(x, dtype=tp.float64)` changes the dtype: the general path takes that call
        "guard": "".join(f" and {a.name} is None" for a in sig.params if a.type == "ScalarType?"),
        "inputs": inputs,
        "record": record,
        "kernel": kernel,
        "c_call": f"_{op.ident}_c_forward({kernel_args})" if has_c_forward else None,
        "c_min": (str(op.c_kernel["min_size"]) if op.c_kernel and op.c_kernel.get("min_size")
                  is not None and op.c_kernel["kind"] != "row" else "_c.MIN_SIZE"),
        "out_dtype": _OUT_DTYPE[op.dtype["rule"]],
        # a Python number as second argument is a weak scalar: it never changes a float dtype
        "scalar_second": len(tensors) == 2,
        "view": "view" in op.tags,
        "args": f"({', '.join(inputs)}{',' if len(inputs) == 1 else ''})",
        "params": "{" + ", ".join(f"{p!r}: {p}" for p in params) + "}",
        # what the node keeps of them (None: no dict per node for an op without any)
        "node_params": ("{" + ", ".join(f"{p!r}: {p}" for p in params) + "}") if params else "None",
    }


def _into_self(kernel: str) -> str | None:
    """The kernel writing straight into the first array (`np.subtract(_d0, _d1, out=_d0)`),
    when every value it can return is one NumPy ufunc call; None otherwise (the in-place
    fast path then copies the result in)."""
    tree = ast.parse(kernel, mode="eval")

    def into(node: ast.expr) -> bool:
        if isinstance(node, ast.IfExp):
            return into(node.body) and into(node.orelse)
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id == "np"
                and isinstance(getattr(np, node.func.attr, None), np.ufunc)
                and not node.keywords and len(node.args) == getattr(np, node.func.attr).nin):
            node.keywords.append(ast.keyword("out", ast.Name("_d0", ast.Load())))
            return True
        return False

    return ast.unparse(tree) if into(tree.body) else None
