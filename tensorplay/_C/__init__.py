"""The optional C extension (`_ops`, built from the generated `_ops.c` and the
hand-written `tp_*.h` helpers). Import it through `tensorplay.backends.c`."""
