"""ops.yaml → generated Python, C and docs. `python -m codegen` runs it."""
