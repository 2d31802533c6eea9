"""Where an outlier cell of per_op.py spends its time: the op's NumPy kernel alone, or the rest.

For a forward cell over OUTLIER x PyTorch, per_op.py times the op's kernel as its OpDef holds it
(the spec's generated `OpDef(name, kernel, ...)`), called directly on the arrays the dispatcher
gave it in that cell's call, with the same parameters: no Tensor wrapping, no dispatch, no
autograd. The arrays and parameters are recorded during one forward call (`record`): the
OpDef's kernel, its C loop (`c_forward`, which replaces the kernel from its size threshold on),
its in-place kernel and its bare ufunc are wrapped for that one call, and the last call that
computed the result is the one timed.

An op without an OpDef of its own (a composite) is attributed to the kernel of the one op it
calls when its forward makes exactly one kernel call (an alias such as `absolute`, a one-op
body); a composite of several kernels, or an op whose kernel was not called (a composite that
computes through Tensor methods), is "not attributed".

Classes of an over-OUTLIER cell (`classify`), in this order:

- "overhead": the kernel alone is within OUTLIER x PyTorch, the rest is TensorPlay's own
  (wrapping, dispatch, checks, a copy outside the kernel): work left to do, not a reason, even
  where a hand-written reason covers the cell (the measurement contradicts it);
- "stated": a hand-written reason (op_speed_notes.REASONS) covers the cell (`covers`);
- "kernel": NumPy's kernel alone is over OUTLIER x PyTorch: the page states it as the reason;
- "unattributed": no kernel could be timed alone (composites, and the fwd+bwd cells, whose
  time is the backward's as much as the kernel's).
"""

from __future__ import annotations

import re

OUTLIER = 1.5
CLASSES = ("stated", "kernel", "overhead", "unattributed")
_WRAPPED = ("kernel", "c_forward", "kernel_into", "ufunc")
# a reason's scope: "fwd 1M: ...", "1M: ...", "fwd+bwd: ...", "16: ..." (parts joined by "; ")
_SCOPE = re.compile(r"^(?:(fwd\+bwd|fwd)\s*)?(16|1M)?:\s")


def scopes(reason: str) -> list[tuple[str | None, str | None]] | None:
    """The (mode, size) scopes a reason names at the start of its "; "-separated parts (None
    for either: any), or None when its first part names none: it covers every cell."""
    out = []
    for i, part in enumerate(reason.split("; ")):
        m = _SCOPE.match(part)
        if m and (m.group(1) or m.group(2)):
            out.append((m.group(1), m.group(2)))
        elif i == 0:
            return None
    return out


def covers(reason: str | None, cell: str) -> bool:
    """Does the hand-written reason cover the cell ("fwd 1M", "fwd+bwd 16", ...)?"""
    if not reason:
        return False
    named = scopes(reason)
    if named is None:
        return True
    mode, size = cell.split(" ")
    return any((m is None or m == mode) and (s is None or s == size) for m, s in named)


def classify(cell: str, ratio: float, kernel_ratio: float | None, reason: str | None) -> str:
    """The class of a cell over OUTLIER (module docstring); `kernel_ratio` is the kernel's time
    over PyTorch's, None when no kernel was timed."""
    if kernel_ratio is not None and kernel_ratio <= OUTLIER:
        return "overhead"
    if covers(reason, cell):
        return "stated"
    return "unattributed" if kernel_ratio is None else "kernel"


def kernel_reason(k: dict) -> str:
    """The measured reason of a NumPy-kernel-bound cell."""
    via = f" ({k['via']}'s)" if k.get("via") else ""
    what = "the C loop" if k.get("c_loop") else "NumPy's kernel"
    return (f"{k['cell']}: {what}{via} alone {k['ratio']:.1f}x PyTorch: "
            f"{_fmt_time(k['kernel'])} against {_fmt_time(k['torch'])}")


def _fmt_time(s: float) -> str:
    return f"{s * 1e3:.2f} ms" if s >= 1e-3 else f"{s * 1e6:.1f} us"


def counts(rows: list[dict], outliers: list[tuple[str, str, float]], reasons: dict) -> dict:
    """{class: number of cells} over the outlier cells (op, cell, ratio)."""
    by_op = {row["op"]: row for row in rows}
    out = dict.fromkeys(CLASSES, 0)
    for op, cell, ratio in outliers:
        k = by_op[op].get("kernel", {}).get(cell)
        out[classify(cell, ratio, None if k is None else k["ratio"], reasons.get(op))] += 1
    return out


# ── recording the kernel's call ─────────────────────────────────────────────────────────────

class _Recorder:
    def __init__(self) -> None:
        self.calls: list = []  # (op, fn, args, kwargs), the calls that computed a result

    def wrap(self, op, attr, fn):
        def recorded(*args, **kwargs):
            raw = fn(*args, **kwargs)
            if raw is not None or attr != "c_forward":  # a C loop that declined computed nothing
                self.calls.append((op, fn, args, kwargs))
            return raw
        return recorded


def record(name: str, fwd, ops: dict, fused: dict):
    """Run `fwd` once with the kernels wrapped; (op name, kernel, args, kwargs) of the call to
    time, or None (not attributed). `ops`, `fused`: the op tables (tensorplay.core.optable)."""
    own = ops.get(name) or fused.get(name)
    watched = [own] if own is not None else list({id(o): o for o in (*ops.values(),
                                                                     *fused.values())}.values())
    rec = _Recorder()
    saved = []
    try:
        for op in watched:
            for attr in _WRAPPED:
                fn = getattr(op, attr)
                if fn is not None:
                    saved.append((op, attr, fn))
                    setattr(op, attr, rec.wrap(op, attr, fn))
        fwd()
    finally:
        for op, attr, fn in reversed(saved):
            setattr(op, attr, fn)
    if not rec.calls:
        return None
    if own is None and len(rec.calls) > 1:
        return None  # a composite of several kernel calls
    op, fn, args, kwargs = rec.calls[-1]
    return op.name, fn, args, kwargs
