"""The fuzzer's view of the op spec: the ONE place that imports the generated test table.

`OPS` joins each op's entry of the generated op-info table (signature, samples, domains,
batching kind) with its PyTorch counterpart from the oracle's case table (the paths to call on
either library). Repoint the two imports below when the generated files move.
"""

from __future__ import annotations

from dataclasses import dataclass

import tensorplay as tp
from tests.ops._opinfo import OPINFO
from tests.oracle.cases import CASES
from tests.oracle.run import invoke  # calls tp_path / torch_path with one argument list

__all__ = ["OPS", "FuzzOp", "invoke"]


@dataclass(frozen=True)
class FuzzOp:
    case: dict  # the oracle case: name, tp_path, torch_path, args, types, samples, domain, ...
    vmap: object  # the op-info batching kind: 'elementwise', 'broadcast', {'reduction': ...}
    method: str | None  # Tensor method both libraries have (called on `self`)
    inplace: str | None  # Tensor in-place method both libraries have

    @property
    def name(self) -> str:
        return self.case["name"]

    @property
    def pointwise(self) -> bool:
        """Shapes may be drawn freely: the op maps elements (and broadcasts its tensors)."""
        return self.vmap in ("elementwise", "broadcast") or bool(self.case["broadcast"])


def _build() -> list[FuzzOp]:
    import torch

    info = {o["name"]: o for o in OPINFO}
    out = []
    for case in CASES:
        if case["star"] or case["name"] not in info:
            continue
        attr = case["tp_path"].rsplit(".", 1)[-1]
        self_first = bool(case["args"]) and case["args"][0] == "self"
        method = attr if self_first and case["tp_path"].startswith("tp.") and \
            hasattr(tp.Tensor, attr) and hasattr(torch.Tensor, attr) else None
        inplace = attr + "_" if method and hasattr(tp.Tensor, attr + "_") and \
            hasattr(torch.Tensor, attr + "_") else None
        out.append(FuzzOp(case, info[case["name"]]["vmap"], method, inplace))
    return out


OPS: list[FuzzOp] = _build()
