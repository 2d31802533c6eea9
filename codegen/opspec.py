"""`OpSpec`: one validated ops.yaml entry, as codegen/spec.py's loader builds it and the
renderers read it (field by field the entry's keys, with defaults for the optional ones)."""

from __future__ import annotations

from dataclasses import dataclass

from . import rules
from .formulas import Formula
from .signature import Signature


@dataclass
class OpSpec:
    name: str  # full name, e.g. "max.dim"
    line: int
    sig: Signature
    torch: str  # PyTorch counterpart: torch.<path>, Tensor.<method> or "none — <reason>"
    variants: list[str]
    operators: list[str]
    category: str
    tags: list[str]
    dtype: dict
    broadcast: bool
    kernel: str | None  # NumPy expression over the arguments
    kernel_impl: str | None  # or the name of a hand-written function in a kernels module
    backward: dict[str, Formula | str]  # input -> formula, or "non_differentiable"
    jvp: dict[str, Formula] | str | None
    vmap: dict | str | None
    c_kernel: dict | None
    composite: Formula | None  # the body in tensorplay ops (then kernel/backward/... are None)
    checks: list[tuple[str, str, str]]  # (condition, error f-string, class) run before the body
    random: bool
    fp_errors: bool
    doc: str
    tests: dict
    field_lines: dict[str, int]
    # (exception class, message, any input) PyTorch raises when the op computes in bool, or None
    refuses_bool: tuple[str, str, bool] | None = None
    # (exception class, message with {dtype}, refused dtypes) for integer inputs, or None
    refuses_int: tuple[str, str, tuple[str, ...]] | None = None
    # (exception class, message) PyTorch raises for a bfloat16 input, or None
    refuses_bfloat16: tuple[str, str] | None = None
    # tensor arguments PyTorch requires to share one dtype (no promotion), or ()
    same_dtype: tuple[str, ...] = ()
    # `same_dtype` arguments that, when 0-d, promote instead of having to match (lerp's weight)
    zero_dim_promotes: tuple[str, ...] = ()
    # `same_dtype` arguments that promote instead of having to match when the first is empty
    empty_promotes: tuple[str, ...] = ()
    # PyTorch's CPU kernel also takes a float16 first `same_dtype` argument with float32 others
    mixed_dtype: bool = False
    vmap_rule: rules.Rule | None = None  # the registered function a `{custom: name}` names
    # a composite's fused NumPy path: {"kernel": NumPy expression or body, "backward": input →
    # formula, or None (the body differentiated), "fused_backward": K.<fn> or None, "dtype"},
    # the one node it records outside every transform; or None
    fused: dict | None = None
    # the name of a NumPy function in a kernels module the graph node runs instead
    # of the backward formulas when nothing differentiates the backward; or None
    fused_backward: str | None = None
    input_name: str = "input"  # the public function's keyword for `self`
    # an empty input gets no bool/int refusal (PyTorch returns before its dtype dispatch)
    empty_skips_refusal: bool = False
    # the bool/int refusal comes before the shape and dim checks (PyTorch checks the dtype first)
    dtype_first: bool = False
    # the C expression of one output element for tp.compile's fused loops, when the op has no
    # C forward loop of its own (`c_kernel: forward` serves otherwise); or None
    c_expr: str | None = None
    spec_file: str = "ops.yaml"  # where the entry is written, as errors and generated code name it

    @property
    def where(self) -> str:
        """`<spec file>:<line>`, the pointer generated code and errors give."""
        return f"{self.spec_file}:{self.line}"

    @property
    def ident(self) -> str:
        """A Python identifier for this overload: max.dim → max_dim."""
        return self.name.replace(".", "_")

    @property
    def differentiable(self) -> bool:
        return any(v != "non_differentiable" for v in self.backward.values())

    @property
    def is_composite(self) -> bool:
        return self.composite is not None

    @property
    def node_name(self) -> str:
        base = "".join(p.capitalize() for p in self.sig.name.strip("_").split("_"))
        return f"{base}Backward0"
