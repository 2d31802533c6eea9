"""A composite with a `c_kernel:` (a fused path beside its body), end to end on a copy of
the repository: `silu` is rewritten as such a composite, the copy is regenerated, and in
the copy the fused node must agree with the body on values, gradients and second-order
gradients (the fused node's backward differentiates the body again), while vmap and jvp
run the body. The C loops themselves are compared with the body in
tests/cext/test_fused_composites.py for every fused composite of the real spec."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from codegen.spec import ROOT

SILU = """- name: silu
  signature: silu(Tensor self) -> Tensor
  torch: torch.nn.functional.silu
  refuses_bool: NotImplementedError
  variants: [function, nn_functional]
  category: nn
  composite: self * sigmoid(self)
  c_kernel: {forward: 'x / (1.0 + exp(-x))', backward: 'g * (1 + x * exp(-x) / (1.0 + exp(-x))) / (1.0 + exp(-x))'}
  doc: Sigmoid linear unit (swish), x * sigmoid(x).
  tests: {samples: [{self: [3, 4]}]}
"""

CHECK = """
import numpy as np
import tensorplay as tp
from tensorplay.ops import _table as O
assert tp.__file__.startswith({scratch!r})
assert "silu" in O.FUSED and "silu" not in O.OPS
rng = np.random.default_rng(0)
x = tp.tensor(rng.standard_normal(50), dtype=tp.float64, requires_grad=True)
g = tp.tensor(rng.standard_normal(50), dtype=tp.float64)
y = tp.nn.functional.silu(x)
assert y.grad_fn.op is O.FUSED["silu"], y.grad_fn
x2 = x.detach().requires_grad_()
yb = O._silu_composite(x2)
np.testing.assert_allclose(y.detach().numpy(), yb.detach().numpy(), rtol=1e-13)
gx, = tp.autograd.grad(y, x, g, create_graph=True)
gb, = tp.autograd.grad(yb, x2, g, create_graph=True)
np.testing.assert_allclose(gx.detach().numpy(), gb.detach().numpy(), rtol=1e-12)
ggx, = tp.autograd.grad((gx * gx).sum(), x)
ggb, = tp.autograd.grad((gb * gb).sum(), x2)
np.testing.assert_allclose(ggx.numpy(), ggb.numpy(), rtol=1e-12)
s = 1 / (1 + np.exp(-x.detach().numpy()))
np.testing.assert_allclose(gx.detach().numpy(), g.numpy() * s * (1 + x.detach().numpy() * (1 - s)), rtol=1e-12)
out = tp.func.vmap(tp.nn.functional.silu)(x.detach().reshape(5, 10))
np.testing.assert_allclose(out.numpy().ravel(), yb.detach().numpy(), rtol=1e-13)
_, t = tp.func.jvp(tp.nn.functional.silu, (x.detach(),), (g,))
np.testing.assert_allclose(t.numpy(), gb.detach().numpy(), rtol=1e-12)
try:
    tp.nn.functional.silu(tp.tensor([True]))
except NotImplementedError as e:
    assert "Bool" in str(e)
else:
    raise AssertionError("the fused path skipped the checks")
print("ok")
"""


def _scratch(tmp_path: Path) -> Path:
    scratch = tmp_path / "repo"
    for part in ("codegen", "tensorplay"):
        shutil.copytree(ROOT / part, scratch / part,
                        ignore=shutil.ignore_patterns("__pycache__", "*.so"))
    path = scratch / "tensorplay" / "ops" / "nn" / "ops.yaml"
    text = path.read_text()
    start = text.index("- name: silu\n")
    end = text.index("\n- name:", start + 1) + 1
    path.write_text(text[:start] + SILU + text[end:])
    return scratch


def _run(scratch: Path, *args: str) -> str:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TENSORPLAY_")}
    env.update(PYTHONPATH=str(scratch), TENSORPLAY_DISABLE_C="1")
    proc = subprocess.run([sys.executable, *args], cwd=scratch, env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    return proc.stdout


def test_a_fused_composite_agrees_with_its_body(tmp_path):
    scratch = _scratch(tmp_path)
    _run(scratch, "-m", "codegen")
    ops_c = (scratch / "tensorplay" / "_C" / "_ops.c").read_text()
    assert "silu_forward" in ops_c and "silu_backward" in ops_c
    assert _run(scratch, "-c", CHECK.format(scratch=str(scratch))).strip() == "ok"
    shutil.copy(ROOT / "pyproject.toml", scratch)  # the generated code passes `make lint`
    _run(scratch, "-m", "ruff", "check", "--no-cache", "tensorplay/ops/nn/_generated.py")
