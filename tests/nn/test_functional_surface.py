"""How `tp.nn.functional` is assembled: the ops of ops.yaml with the `nn_functional` variant
plus the hand-written functions of tensorplay/nn/_functional/, imported by name, nothing
patched in at run time; and every loss of the spec is one of its entries."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

import tensorplay as tp
from codegen.spec import load
from tensorplay.core import optable as generated

ROOT = Path(__file__).resolve().parents[2]
SPEC = load()
NN_FUNCTIONAL = {op.sig.name for op in SPEC if "nn_functional" in op.variants}
# hand-written functions that extend the op of their name (more modes or options)
EXTENDED = {"pad", "relu", "elu", "leaky_relu", "silu", "hardtanh", "hardswish", "softmax",
            "log_softmax", "softmin", "max_pool2d", "conv2d", "embedding"}


def test_every_nn_functional_op_is_exported_as_generated_or_extended():
    for name in sorted(NN_FUNCTIONAL):
        f = getattr(tp.nn.functional, name)
        if name in EXTENDED:
            assert f is not getattr(generated, name), name
            assert f.__module__.startswith("tensorplay.nn._functional."), name
        else:
            assert f is getattr(generated, name), name


def test_all_lists_the_public_names():
    public = {n for n in dir(tp.nn.functional) if not n.startswith("_")}
    assert set(tp.nn.functional.__all__) == public
    assert NN_FUNCTIONAL <= public


def test_every_handwritten_function_is_exported():
    """Each public function of the _functional modules is in tp.nn.functional (the modules
    have no registry: functional.py names them)."""
    for path in sorted((ROOT / "tensorplay" / "nn" / "_functional").glob("[!_]*.py")):
        tree = ast.parse(path.read_text())
        names = [n.name for n in tree.body if isinstance(n, ast.FunctionDef) and not n.name.startswith("_")]
        module = f"tensorplay.nn._functional.{path.stem}"
        for name in names:
            f = getattr(tp.nn.functional, name, None)
            if f is not None and getattr(f, "__module__", None) == module:
                continue
            assert name in {"implicit_dim"}, f"{module}.{name} is not exported"


def test_losses_are_the_entries_of_the_loss_family():
    losses = [op for op in SPEC if op.category == "loss"]
    public = {op.sig.name for op in losses if not op.sig.name.startswith("_")}
    assert {"cross_entropy", "nll_loss", "mse_loss", "l1_loss", "binary_cross_entropy",
            "binary_cross_entropy_with_logits", "smooth_l1_loss", "huber_loss", "kl_div",
            "margin_ranking_loss", "soft_margin_loss", "multi_margin_loss",
            "cosine_embedding_loss", "triplet_margin_loss", "hinge_embedding_loss",
            "multilabel_soft_margin_loss", "poisson_nll_loss", "gaussian_nll_loss"} == public
    for op in losses:  # the op is the F function, or a hand-written F function calls it
        f = getattr(tp.nn.functional, op.sig.name, None)
        hand_written = getattr(f, "__module__", None) == "tensorplay.nn._functional.loss"
        assert op.sig.name.startswith("_") or "nn_functional" in op.variants or hand_written, op.name
    in_file = [op for op in SPEC if op.spec_file == "tensorplay/ops/loss/ops.yaml"]
    assert in_file == losses, "tensorplay/ops/loss/ops.yaml holds exactly the losses"


def test_layers_call_the_functional_forms_directly():
    """nn/modules/*.py reach the functionals as `F.<name>`, never through a lookup by name."""
    for path in sorted((ROOT / "tensorplay" / "nn" / "modules").glob("*.py")):
        source = path.read_text()
        assert "fn(\"" not in source and "import fn" not in source, path.name
    from tensorplay.nn.modules import _util

    assert not hasattr(_util, "fn")
    assert "NN_FUNCTIONAL" not in inspect.getsource(tp.nn.functional)
