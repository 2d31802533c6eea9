"""Why an op stays over 1.5x PyTorch in some cell of docs/reference/op-speed.md: the stated
reasons per_op.py adds to the op's notes column.

An entry belongs here only when the gap is a decision or a missing NumPy kernel, not work left
to do: the reason says what PyTorch does that TensorPlay does not (or may not), and which cells
it explains.
"""

from __future__ import annotations

REASONS: dict[str, str] = {
    "empty_like": "1M: TensorPlay fills the tensor with zeros (deterministic contents), PyTorch "
                  "returns uninitialised memory; zeros_like is the like-for-like figure",
    "empty": "TensorPlay fills the tensor with zeros (deterministic contents), PyTorch returns "
             "uninitialised memory",
    "new_empty": "TensorPlay fills the tensor with zeros (deterministic contents), PyTorch "
                 "returns uninitialised memory",
}
