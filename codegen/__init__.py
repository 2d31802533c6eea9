"""The op spec (tensorplay/ops/*/ops.yaml) → generated Python, C and docs. `python -m codegen` runs it."""
