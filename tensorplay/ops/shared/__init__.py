"""The hand-written blocks several op families share (each family's own helpers sit in
tensorplay/ops/<family>/: kernels.py, formulas.py, batching.py).

The spec (tensorplay/ops/*/ops.yaml) names these modules and codegen checks every name against
them: `kernels` (KS., NumPy helpers kernels of several families use, with `selection`),
`formulas` (HS., what backward or JVP formulas of several families need beyond one
expression, with `loss_helpers`), `batching` (the generic batching rules and the `{custom:}`
rules several families use) and `batch_rule_table` (the names the spec's `vmap: {custom: ...}`
refers to). Nothing here is generated; nothing here defines an op.
"""
