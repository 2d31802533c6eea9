"""The per-thread grad-mode flags every layer reads (a leaf module).

`Tensor` marks tensors made in inference mode, the base level records only while `enabled`;
the context managers that change the flags (`no_grad`, `enable_grad`, `inference_mode`) are
autograd's (tensorplay/autograd/grad_mode.py).
"""

from __future__ import annotations

import threading


class GradState(threading.local):
    enabled = True  # what the tape reads: record ops or not
    inference = False  # inside inference_mode(True)
    shown = False  # inside inference mode: the grad mode enable_grad/no_grad asked for


state = GradState()
