"""The shape ops: spec in ops.yaml, generated code in _generated.py."""
