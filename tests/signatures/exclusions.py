"""The one reviewed list of PyTorch keywords (and names) the parity test deliberately leaves out,
each with its reason. Keys are `fnmatch` patterns over `<name>:<keyword>`."""

from __future__ import annotations

import fnmatch

EXCLUDED: dict[str, str] = {
    "*:out": "out= tensors: TensorPlay returns new tensors (docs/differences.md)",
    "*:layout": "strided tensors only: no sparse or other layouts",
    "*:pin_memory": "CPU only: there is no device memory to pin for",
    "*:memory_format": "one memory format (NumPy's strided arrays); channels_last is not done",
    "*:non_blocking": "CPU only: every copy is synchronous",
    "*:_*": "private keywords of PyTorch's implementation (_stacklevel, _weight, _freeze, ...)",
    "F.*:size_average": "deprecated legacy loss argument (use reduction=)",
    "F.*:reduce": "deprecated legacy loss argument (use reduction=)",
    "nn.*Loss:size_average": "deprecated legacy loss argument (use reduction=)",
    "nn.*Loss:reduce": "deprecated legacy loss argument (use reduction=)",
    "optim.*:foreach": "implementation choice of PyTorch's kernels (multi-tensor loops), no meaning",
    "optim.*:fused": "CUDA fused kernels",
    "optim.*:capturable": "CUDA graph capture",
    "optim.*:differentiable": "autograd through the optimizer step is not supported",
    "torch.batch_norm:cudnn_enabled": "cuDNN switch, no meaning on CPU",
    "torch.layer_norm:cudnn_enable": "cuDNN switch, no meaning on CPU",
    "nn.Transformer*:enable_nested_tensor": "nested tensors are not implemented",
    "*mbedding:sparse": "sparse gradients: strided tensors only",
    "*:sparse_grad": "sparse gradients: strided tensors only",
    "torch.sparse_coo_tensor:*": "COO data, not the probe's dense samples: tests/test_sparse_coo.py",
    "Tensor.to_sparse:*": "COO only, every dim sparse (docs/differences.md sparse-coo-scope)",
    "*mm:out_dtype": "CUDA only: aten::mm.dtype and its kin have no CPU kernel (torch raises)",
    "torch.*tensor:t": "TorchScript-only overloads (aten::tensor.float(t)): Python's torch.tensor takes data",
    "torch.sort:reverse": "TorchScript's list sort (aten::sort.Tensor(Tensor[] self, bool reverse))",
    "Tensor.copy_:src": "PyTorch's Python binding refuses src= (x.copy_(src=y): TypeError, missing 'other')",
    "Tensor.to:other": "PyTorch's Python binding refuses other= (x.to(other=y): TypeError)",
    "torch.compile:*": "PyTorch's compiler stack: probing calls torch.compile, which builds with "
                       "inductor; tests/compiler covers TensorPlay's compile and its options "
                       "(name, recompile_limit, isolate_recompiles, shapes_spec are not taken)",
}
# Whole names the probe does not call: they write files or change process-wide state, which
# their own tests cover (tests/test_utilities.py, tests/reliability/test_atomic_save.py).
EXCLUDED_NAMES: dict[str, str] = {
    "torch.save": "writes files", "torch.load": "reads files",
    "torch.set_printoptions": "process-wide print state", "torch.set_default_dtype": "process-wide",
    "torch.set_anomaly_enabled": "process-wide", "torch.manual_seed": "reseeds the global stream",
    "torch.seed": "reseeds the global stream",
}


def excluded(name: str, keyword: str) -> str | None:
    """The reason `keyword` of `name` is left out, or None."""
    if name in EXCLUDED_NAMES:
        return EXCLUDED_NAMES[name]
    key = f"{name}:{keyword}"
    return next((why for pat, why in EXCLUDED.items() if fnmatch.fnmatchcase(key, pat)), None)
