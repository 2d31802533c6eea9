"""Every op's public function, by name, filled by the ops layer when it loads (a leaf module).

The layers below the ops — a `Tensor` method such as `.to(dtype)`, autograd's in-place
rebasing, dispatch's in-place and batched-index helpers — need to call an op now and then.
Importing the ops layer from below would tie the layers into a circle, so they call it
through this table instead (`ops.index_select(x, 0, i)`), late-bound: by the time any of
them runs, `tensorplay` has finished loading every op.
"""

from __future__ import annotations


class OpTable:
    """A namespace of op functions: `ops.sin(x)` is `tp.sin(x)`, private ops included."""

    def __repr__(self) -> str:
        return f"<op table: {len(vars(self))} functions>"


ops = OpTable()
defs: dict = {}  # op name -> its OpDef (tensorplay/dispatch/dispatcher.py), for `x[i] = v`


def register(functions: dict, opdefs: dict) -> None:
    """Add the ops layer's functions (name -> function) and OpDefs (op name -> OpDef)."""
    vars(ops).update(functions)
    defs.update(opdefs)
