"""The functions of `tp.nn.functional` written by hand as compositions of tensorplay ops.

Each body uses ops only, so its gradient, forward-mode derivative and batching rule follow
from those ops; nothing here states a derivative. `tensorplay/nn/functional.py` imports them
by name, beside the ops of ops.yaml that have the `nn_functional` variant.
"""
