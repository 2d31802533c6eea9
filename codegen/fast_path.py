"""Which primitives may take the fast call (`tensorplay/dispatch/base.py: fast_call`).

The general call path (`bind` → `call_base` → `_base_args`) reads an op's rules at run time;
for the everyday call — no transform active, plain float tensors of one dtype (or a float
tensor and a Python number) — none of those rules changes anything, so one hand-written
function runs the kernel, wraps and records without asking. The generator decides here,
once per op, whether the op's rules allow that, and what dtype its result then has.
"""

from __future__ import annotations

from .spec import OpSpec

# the result dtype of a fast call, by the op's dtype rule (inputs are floats of one dtype);
# `keep`: whatever the kernel returns, taken only when it is the input's dtype
_FAST_RULE = {"float": "same", "same": "same", "promote": "same", "accumulate": "same",
              "keep": "same", "bool": "bool", "int64": "int64"}


def fast_path(op: OpSpec, outputs: str) -> dict | None:
    """`{"rule": ..., "none": (...)}` for an op the fast call may take, or None when it takes
    the general path only: random ops (the stream must be drawn once), multi-output and
    non-tensor results, optional or list tensor arguments, index keys, devices, and ops with
    more than two tensor arguments. `none` names the ScalarType arguments that must be None
    (`sum(x, dtype=tp.float64)` changes the dtype)."""
    sig = op.sig
    tensors = sig.tensor_args
    if (op.random or outputs != "tensor" or op.dtype["rule"] not in _FAST_RULE
            or op.dtype.get("args") or not 1 <= len(tensors) <= 2
            or any(a.type != "Tensor" for a in tensors) or sig.device_arg is not None
            or any(a.type in ("Index", "Generator?") or a.name == "requires_grad"
                   for a in sig.params)):
        return None
    return {"rule": _FAST_RULE[op.dtype["rule"]],
            "none": tuple(a.name for a in sig.params if a.type == "ScalarType?")}
