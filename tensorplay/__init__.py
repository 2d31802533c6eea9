"""TensorPlay: an educational deep-learning library on NumPy with PyTorch's API.

Every op is written down once, in the ops.yaml of its family (tensorplay/ops/<family>/);
`make generate` makes that family's `_generated.py` from it. Read the stack in the order data
flows: ops/<family>/ops.yaml → codegen → ops/<family>/_generated.py → _dispatch (the one call
path) → autograd (the tape and engine) → func (transforms) → nn.
"""

from . import ops as _ops  # noqa: F401, I001 - loads every family into the op table (core/optable.py)
from .core.optable import FUNCTIONS as _FUNCTIONS
from .ops import _methods as _tensor_methods
from .ops.shared import formulas  # noqa: F401
from .dispatch import inplace_shape as _inplace_view, batched_index as _tensor_index
from .core.creation import as_tensor, from_numpy, tensor
from .core.device import CPU, device
from .core.dtype import (
    bfloat16,
    bool_ as bool,
    double,
    dtype,
    float,
    float16,
    float32,
    float64,
    get_default_dtype,
    half,
    int,
    int8,
    int16,
    int32,
    int64,
    long,
    set_default_dtype,
    short,
    uint8,
)
from .core.random import Generator, default_generator, manual_seed, seed
from .core.tensor import Size, Tensor, is_tensor
from .core.legacy_types import (
    BoolTensor,
    ByteTensor,
    CharTensor,
    DoubleTensor,
    FloatTensor,
    HalfTensor,
    IntTensor,
    LongTensor,
    ShortTensor,
)
from .core import legacy_types as _legacy_types
from . import autograd
from . import accelerator, backends, cuda, func, nn  # noqa: F401
from .func import vmap
from .autograd import enable_grad, is_grad_enabled, no_grad, set_grad_enabled
from .autograd.grad_mode import inference_mode, is_inference_mode_enabled
from .autograd.anomaly_mode import (is_anomaly_check_nan_enabled, is_anomaly_enabled,
                                    set_anomaly_enabled)
from .core.type_info import can_cast, finfo, iinfo, promote_types, result_type
from .core.printing import set_printoptions
from .core.heap import keep_heap as _keep_heap
from .io import deepcopy as _deepcopy  # noqa: F401 - installs Tensor.__deepcopy__
from .io.dlpack import from_dlpack

_keep_heap()  # freed arrays stay mapped between steps (core/heap.py)
_tensor_methods.install()
_inplace_view.install()
_tensor_index.install()
_legacy_types.install()
globals().update(_FUNCTIONS)
from . import datasets, linalg, optim, sparse, utils  # noqa: E402, F401
from .autograd import functional as _functional  # noqa: E402, F401 - tp.autograd.functional
from .compiler import compile  # noqa: E402 - also binds tp.compiler
from .serialization import load, save  # noqa: E402, F401
from .sparse import sparse_coo, sparse_coo_tensor, spmm, strided  # noqa: E402


def get_default_device() -> device:
    """The device factories use: always the CPU."""
    return CPU


def numel(input: Tensor) -> int:
    return input.numel()


def is_floating_point(input: Tensor) -> bool:
    return input.is_floating_point()


__version__ = "0.1.0"
__all__ = [
    "BoolTensor", "ByteTensor", "CharTensor", "DoubleTensor", "FloatTensor", "Generator",
    "HalfTensor", "IntTensor", "LongTensor", "ShortTensor", "Size", "Tensor", "accelerator", "as_tensor", "autograd", "bfloat16", "can_cast", "compile", "compiler", "cuda",
    "default_generator", "device", "double", "dtype", "enable_grad", "finfo", "float", "float16",
    "float32", "float64", "from_dlpack", "from_numpy", "get_default_device", "get_default_dtype",
    "half", "iinfo", "inference_mode", "int8", "int16", "int32", "int64",
    "is_anomaly_check_nan_enabled", "is_anomaly_enabled", "is_grad_enabled",
    "is_inference_mode_enabled", "is_tensor", "long", "manual_seed", "no_grad", "numel",
    "promote_types", "result_type", "seed", "set_anomaly_enabled", "set_default_dtype",
    "set_grad_enabled", "set_printoptions", "short", "sparse", "sparse_coo", "sparse_coo_tensor",
    "spmm", "strided", "tensor", "uint8", "vmap",
    *sorted(_FUNCTIONS),
]
