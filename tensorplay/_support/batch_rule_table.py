"""The table of hand-written batching rules: the names ops.yaml's `vmap: {custom: <name>}`
refers to, each mapped to its function in `batch_rules.py` (R), `batch_rules_nn.py` (N),
`batch_rules_random.py` (RR) or `batch_rules_sorting.py` (S).

One plain dict, so that the code generator can check every `custom:` name of the spec
against it and the rule files need not import each other's registries. The declarative
kinds (`elementwise`, `broadcast`, `{reduction: ...}`, `{dim: ...}`, `{dims: [...]}`,
`{trailing: n}`) need no entry: vmap builds them from the generic rules (`_batching.rule_for`).
"""

from __future__ import annotations

from . import batch_rules as R
from . import batch_rules_nn as N
from . import batch_rules_random as RR
from . import batch_rules_sorting as S

CUSTOM = {
    "reshape": R.reshape_rule,
    "expand": R.expand_rule,
    "unsqueeze": R.unsqueeze_rule,
    "squeeze": R.squeeze_rule,
    "permute": R.permute_rule,
    "matmul": R.matmul_rule,
    "index": R.index_rule,
    "index_backward": R.index_backward_rule,
    "index_put": R.index_put_rule,
    "index_select": R.index_select_rule,
    "gather": R.gather_rule,
    "scatter_add": R.scatter_add_rule,
    "class_weights": R.class_weights_rule,
    "cross_entropy": R.cross_entropy_rule,
    "random": R.random,
    "multinomial": RR.multinomial_rule,
    "randperm": RR.randperm_rule,
    "view": R.view_rule,
    "repeat": R.repeat_rule,
    "cat": R.cat_rule,
    "stack": R.stack_rule,
    "diag": R.diag_rule,
    "diagflat": R.diagflat_rule,
    "data_dependent": R.data_dependent,
    "copy": R.copy_rule,
    "as_strided": R.as_strided_rule,
    "conv2d": N.conv2d_rule,
    "conv2d_backward_input": N.conv2d_backward_input_rule,
    "conv2d_backward_weight": N.conv2d_backward_weight_rule,
    "fold_batch": N.fold_batch_rule,
    "batch_norm": N.batch_norm_rule,
    "embedding": N.embedding_rule,
    "loss": N.loss_rule,
    "batch_first": N.batch_first_rule,
    "leading_broadcast": N.leading_broadcast_rule,
    "dynamic_shape": S.dynamic_shape,
    "masked_select": S.masked_select_rule,
    "searchsorted": S.searchsorted_rule,
    "histc": S.histc_rule,
    "histc_rows": S.histc_rows_rule,
}
