"""The table of hand-written batching rules: the names ops.yaml's `vmap: {custom: <name>}`
refers to, each mapped to its function: in a family's tensorplay/ops/<family>/batching.py
(NN, SHAPE, ...) when only that family's ops use it, else in the shared
tensorplay/ops/shared/batching.py (R).

One plain dict, so that the code generator can check every `custom:` name of the spec
against it and the rule files need not import each other's registries. The declarative
kinds (`elementwise`, `broadcast`, `{reduction: ...}`, `{dim: ...}`, `{dims: [...]}`,
`{trailing: n}`) need no entry: vmap builds them from the generic rules (`_batching.rule_for`).
"""

from __future__ import annotations

from ..indexing import batching as INDEXING
from ..linalg import batching as LINALG
from ..loss import batching as LOSS
from ..nn import batching as NN
from ..pointwise import batching as POINTWISE
from ..random import batching as RANDOM
from ..reduction import batching as REDUCTION
from ..shape import batching as SHAPE
from . import batching as R

CUSTOM = {
    "reshape": SHAPE.reshape_rule,
    "expand": SHAPE.expand_rule,
    "unsqueeze": SHAPE.unsqueeze_rule,
    "squeeze": SHAPE.squeeze_rule,
    "permute": SHAPE.permute_rule,
    "matmul": LINALG.matmul_rule,
    "index": INDEXING.index_rule,
    "index_backward": INDEXING.index_backward_rule,
    "index_put": INDEXING.index_put_rule,
    "index_select": INDEXING.index_select_rule,
    "gather": INDEXING.gather_rule,
    "scatter_add": INDEXING.scatter_add_rule,
    "class_weights": LOSS.class_weights_rule,
    "target_weights": LOSS.target_weights_rule,
    "cross_entropy": LOSS.cross_entropy_rule,
    "random": R.random,
    "multinomial": RANDOM.multinomial_rule,
    "randperm": RANDOM.randperm_rule,
    "view": SHAPE.view_rule,
    "view_dtype": SHAPE.view_dtype_rule,
    "repeat": SHAPE.repeat_rule,
    "cat": SHAPE.cat_rule,
    "stack": SHAPE.stack_rule,
    "diag": SHAPE.diag_rule,
    "diagflat": SHAPE.diagflat_rule,
    "data_dependent": R.data_dependent,
    "copy": POINTWISE.copy_rule,
    "as_strided": SHAPE.as_strided_rule,
    "conv2d": NN.conv2d_rule,
    "conv2d_backward_input": NN.conv2d_backward_input_rule,
    "conv2d_backward_weight": NN.conv2d_backward_weight_rule,
    "fold_batch": NN.fold_batch_rule,
    "batch_norm": NN.batch_norm_rule,
    "embedding": NN.embedding_rule,
    "loss": LOSS.loss_rule,
    "batch_first": NN.batch_first_rule,
    "leading_broadcast": NN.leading_broadcast_rule,
    "depends_on": NN.depends_on_rule,
    "dynamic_shape": INDEXING.dynamic_shape,
    "masked_select": INDEXING.masked_select_rule,
    "searchsorted": INDEXING.searchsorted_rule,
    "histc": REDUCTION.histc_rule,
    "histc_rows": REDUCTION.histc_rows_rule,
}
