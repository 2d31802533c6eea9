"""tensorplay.nn.functional: the ops of ops.yaml with the `nn_functional` variant
(softmax, log_softmax, cross_entropy, nll_loss, mse_loss, ...), as in torch.nn.functional."""

from .._generated.ops import NN_FUNCTIONAL as _NN_FUNCTIONAL

globals().update(_NN_FUNCTIONAL)

__all__ = sorted(_NN_FUNCTIONAL)
