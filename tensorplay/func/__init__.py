"""Composable function transforms, PyTorch's `torch.func` API.

`grad`, `grad_and_value`, `vjp` (reverse mode), `jvp`, `linearize` (forward
mode), `jacrev`, `jacfwd`, `hessian` and `vmap`, plus `functional_call` and
`stack_module_state` to use `nn.Module`s as functions of their weights. Each transform is an
interpreter level on `tensorplay.dispatch.dispatcher.interpreter_stack` (see
`_interpreter.py`), so any of them can be applied to a function that already
uses the others.
"""

from ._grad import grad, grad_and_value, vjp
from ._jacobians import hessian, jacfwd, jacrev
from ._jvp import jvp, linearize
from ._module_api import functional_call, stack_module_state

__all__ = ["functional_call", "grad", "grad_and_value", "hessian", "jacfwd", "jacrev", "jvp",
           "linearize", "stack_module_state", "vjp"]

try:
    from ._vmap import vmap
except ImportError:  # the vmap transform lives in its own module, added separately
    pass
else:
    __all__ += ["vmap"]
