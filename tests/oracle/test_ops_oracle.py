"""PyTorch as the oracle for every op: each ops.yaml sample runs on tensorplay and on torch.

The case table (`cases.py`) is generated from ops.yaml; `run.py` holds the checks. A
mismatch fails unless docs/differences.md documents it (a deliberate difference) or
`PENDING` lists it (a known defect awaiting its fix); a listed pattern that matches no
mismatch fails too, so neither list outlives what it describes.
"""

from __future__ import annotations

import fnmatch
import functools

import pytest

from .cases import CASES, NO_COUNTERPART
from .differences import covering, differences
from .run import checks

# Mismatches found by the harness and not fixed yet: case pattern -> what is wrong. Each is a
# tensorplay defect (not a deliberate difference); the entry goes with its fix.
BOOL_INPUT = "bool input: PyTorch has no kernel (or a different dtype/exception class) for Bool"
PENDING: dict[str, str] = {
    "abs/*/forward:bool": BOOL_INPUT,
    "allclose/*/forward:bool": BOOL_INPUT,
    "argmax/*/forward:bool": BOOL_INPUT,
    "argmin/*/forward:bool": BOOL_INPUT,
    "avg_pool2d/*/forward:bool": BOOL_INPUT,
    "batch_norm/*/forward:bool": BOOL_INPUT,
    "binary_cross_entropy/*/forward:bool": BOOL_INPUT,
    "binary_cross_entropy_with_logits/*/forward:bool": BOOL_INPUT,
    "bmm/*/forward:bool": BOOL_INPUT,
    "ceil/*/forward:bool": BOOL_INPUT,
    "conv2d/*/forward:bool": BOOL_INPUT,
    "cross_entropy/*/forward:bool": BOOL_INPUT,
    "dot/*/forward:bool": BOOL_INPUT,
    "elu/*/forward:bool": BOOL_INPUT,
    "floor/*/forward:bool": BOOL_INPUT,
    "floor_divide/*/forward:bool": BOOL_INPUT,
    "gelu/*/forward:bool": BOOL_INPUT,
    "l1_loss/*/forward:bool": BOOL_INPUT,
    "layer_norm/*/forward:bool": BOOL_INPUT,
    "leaky_relu/*/forward:bool": BOOL_INPUT,
    "linear/*/forward:bool": BOOL_INPUT,
    "log_softmax/*/forward:bool": BOOL_INPUT,
    "matmul/*/forward:bool": BOOL_INPUT,
    "max_pool2d/*/forward:bool": BOOL_INPUT,
    "mm/*/forward:bool": BOOL_INPUT,
    "mse_loss/*/forward:bool": BOOL_INPUT,
    "mv/*/forward:bool": BOOL_INPUT,
    "native_dropout/*/forward:bool": BOOL_INPUT,
    "neg/*/forward:bool": BOOL_INPUT,
    "nll_loss/*/forward:bool": BOOL_INPUT,
    "norm/*/forward:bool": BOOL_INPUT,
    "pow/*/forward:bool": BOOL_INPUT,
    "rand_like/*/forward:bool": BOOL_INPUT,
    "randn_like/*/forward:bool": BOOL_INPUT,
    "relu/*/forward:bool": BOOL_INPUT,
    "remainder/*/forward:bool": BOOL_INPUT,
    "round/*/forward:bool": BOOL_INPUT,
    "sign/*/forward:bool": BOOL_INPUT,
    "silu/*/forward:bool": BOOL_INPUT,
    "softmax/*/forward:bool": BOOL_INPUT,
    "softplus/*/forward:bool": BOOL_INPUT,
    "square/*/forward:bool": BOOL_INPUT,
    "std/*/forward:bool": BOOL_INPUT,
    "sub/*/forward:bool": BOOL_INPUT,
    "trunc/*/forward:bool": BOOL_INPUT,
    "var/*/forward:bool": BOOL_INPUT,
    "binary_cross_entropy*/0/error:broadcast": "a target of another size is a ValueError in PyTorch",
    "logsumexp/4/jvp": "tangent of logsumexp over an empty dim: PyTorch gives nan",
    "broadcast_to/1/*": "-1 in a new leading dimension is an error in PyTorch",
    "rand*/0/error:requires_grad": "integer dtype for a float-only random op: NotImplementedError",
}

PARAMS = [(case, i) for case in CASES for i in range(len(case["samples"]))]


def _pending(name: str) -> str | None:
    return next((why for pattern, why in PENDING.items() if fnmatch.fnmatchcase(name, pattern)), None)


@functools.cache
def run_case(k: int, i: int, torch) -> tuple[dict[str, str], tuple[str, ...]]:
    """(mismatches by case name, every case name run) for sample `i` of CASES[k]."""
    case = CASES[k]
    found, ran = {}, []
    for check, thunk in checks(case, i, torch):
        name = f"{case['name']}/{i}/{check}"
        ran.append(name)
        problem = thunk()
        if problem:
            found[name] = problem
    return found, tuple(ran)


@pytest.mark.parametrize(("k", "i"), [(CASES.index(c), i) for c, i in PARAMS],
                         ids=[f"{c['name']}-{i}" for c, i in PARAMS])
def test_op_matches_torch(k, i, torch):
    found, _ = run_case(k, i, torch)
    unexplained = [f"{n}: {p}" for n, p in found.items() if not covering(n) and not _pending(n)]
    case = CASES[k]
    where = f"(ops.yaml:{case['line']}, torch: {case['torch_path']})"
    assert not unexplained, f"differs from torch {where}:\n  " + "\n  ".join(unexplained)


def test_listed_mismatches_still_occur(torch):
    """A PENDING pattern or a differences.md `Oracle:` pattern that matches no mismatch is stale."""
    found = {}
    for case, i in PARAMS:
        found.update(run_case(CASES.index(case), i, torch)[0])
    patterns = list(PENDING) + [p for d in differences() for p in d.oracle]
    stale = [p for p in patterns if not any(fnmatch.fnmatchcase(n, p) for n in found)]
    assert not stale, f"these listed mismatches no longer occur (remove them): {stale}"


def test_every_op_has_a_counterpart_or_a_reason():
    for name, torch_field in NO_COUNTERPART.items():
        assert len(torch_field) > len("none — ") + 10, f"{name}: {torch_field!r} gives no reason"
    assert len(CASES) + len(NO_COUNTERPART) >= 100
