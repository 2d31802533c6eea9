"""`pad_sequence`: stack sequences of different lengths into one padded batch."""

from __future__ import annotations

from ...core import optable as ops
from ...core.tensor import Tensor


def pad_sequence(sequences, batch_first: bool = False, padding_value: float = 0.0,
                 padding_side: str = "right") -> Tensor:
    """Sequences of shape (L_i, *) become one (max L, B, *) tensor ((B, max L, *) with
    batch_first), padded with `padding_value` on the right (or left). Differentiable."""
    if padding_side not in ("left", "right"):
        raise ValueError(f"Expected padding_side to be one of left or right, but got {padding_side}.")
    sequences = list(sequences)
    if not sequences:
        raise RuntimeError("received an empty list of sequences")
    longest = max(s.shape[0] for s in sequences)
    padded = []
    for s in sequences:
        missing = longest - s.shape[0]
        if missing:
            fill = ops.full([missing, *s.shape[1:]], padding_value, dtype=s.dtype)
            s = ops.cat([s, fill] if padding_side == "right" else [fill, s])
        padded.append(s)
    return ops.stack(padded, 0 if batch_first else 1)
