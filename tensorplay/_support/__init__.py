"""The hand-written support of the generated family modules (tensorplay/ops/<family>/_generated.py).

The spec (tensorplay/ops/*/ops.yaml) names these modules and codegen checks every name against them:
`kernels` (K., NumPy helpers and the long nn kernels of `{impl:}` entries),
`formula_helpers` (H., what a backward or JVP formula needs beyond one expression),
`batch_rules` / `batch_rules_nn` (the `{custom:}` batching rules) and
`batch_rule_table` (the names the spec's `vmap: {custom: ...}` refers to).
Nothing here is generated; nothing here defines an op.
"""
