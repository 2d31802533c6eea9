"""The op table: every op's public function and OpDef, by name, filled at import by each
family's generated module (tensorplay/ops/<family>/_generated.py).

Formulas, composite bodies and batching rules call other ops through this module
(`O.sum(x)`), looked up when they run, so no family module imports another and the
hand-written helpers import no generated module. The layers below the ops call them the same
way — a `Tensor` method such as `.to(dtype)`, autograd's in-place rebasing, dispatch's
`x[i] = v` — instead of importing the layer above. It imports nothing itself (a leaf of core/).
"""

# name -> public function, over every family (tp.<name>), and the tp.linalg names
FUNCTIONS: dict = {}
LINALG: dict = {}
# op name -> OpDef of every primitive; of every composite with a fused one-node path
OPS: dict = {}
FUSED: dict = {}


def register(names: dict, functions: dict, linalg: dict, ops: dict, fused: dict) -> None:
    """Add one family's names (functions, OpDefs, method and in-place entry points) to the
    table, and its entries to the tables of public functions and OpDefs."""
    globals().update(names)
    FUNCTIONS.update(functions)
    LINALG.update(linalg)
    OPS.update(ops)
    FUSED.update(fused)
