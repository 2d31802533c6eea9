"""Sparse COO tensors: enough for graph convolutions (`tp.sparse_coo_tensor`, `sparse.mm`).

A COO tensor stores the coordinates of its nonzeros (`indices`, int64 of shape (ndim, nnz))
and their `values` (shape (nnz,)); duplicates are allowed until `coalesce()` sums them. Every
computation on it is a composite of dense TensorPlay ops on the values (`index_select`,
`index_add`, `mul`), so autograd needs nothing new: the gradient of `sparse.mm(A, X)` reaches
`X` and, when they require grad, the values `A` was built from. Structure (sorting and
deduplicating coordinates) is integer bookkeeping done in NumPy.

Out of scope (docs/differences.md): CSR/CSC/BSR layouts, hybrid tensors (values with dense
dims), sparse gradients (`nn.Embedding(sparse=True)`), and most ops on sparse tensors, which
raise NotImplementedError as PyTorch does for an op without a sparse kernel.
"""

from __future__ import annotations

import numpy as np

from ..core import optable as O
from ..core.creation import as_tensor
from ..core.dtype import int64 as _int64
from ..core.tensor import Size, Tensor
from . import _printing

__all__ = ["mm", "sum"]


class layout:
    """How a tensor's elements are stored: `tp.strided` (dense) or `tp.sparse_coo`."""

    def __init__(self, name: str):
        self.name = name

    def __repr__(self) -> str:
        return f"tensorplay.{self.name}"

    def __reduce__(self):
        return (_layout_by_name, (self.name,))


strided, sparse_coo = layout("strided"), layout("sparse_coo")


def _layout_by_name(name: str) -> layout:
    return {"strided": strided, "sparse_coo": sparse_coo}[name]


class SparseTensor(Tensor):
    """A sparse COO tensor (`layout=torch.sparse_coo` in PyTorch). Not a dense tensor: it has
    no array, and ops without a sparse path refuse it."""

    is_sparse = True
    layout = sparse_coo

    def __init__(self, indices: Tensor, values: Tensor, size: tuple, coalesced: bool):
        # Tensor's legacy constructors are not used: a sparse tensor is made by the factories
        self._sp_indices, self._sp_values = indices, values
        self._sp_size, self._coalesced = Size(size), coalesced
        self._version = [0]

    @property
    def _data(self):
        raise NotImplementedError(
            "this op has no sparse COO kernel in tensorplay (sparse tensors support "
            "coalesce, indices, values, to_dense, sparse.mm / spmm / @ with a dense matrix and "
            "sparse.sum); call .to_dense() first")

    @property
    def shape(self) -> Size:
        return self._sp_size

    @property
    def ndim(self) -> int:
        return len(self._sp_size)

    @property
    def dtype(self):
        return self._sp_values.dtype

    @property
    def _np_dtype(self):
        return self._sp_values._np_dtype

    @property
    def requires_grad(self) -> bool:
        return self._sp_values.requires_grad

    @property
    def grad_fn(self):
        return self._sp_values.grad_fn

    def sparse_dim(self) -> int:
        return self.ndim

    def dense_dim(self) -> int:
        return 0

    def _nnz(self) -> int:
        return self._sp_values.shape[0]

    def is_coalesced(self) -> bool:
        return self._coalesced

    def _indices(self) -> Tensor:
        return self._sp_indices

    def _values(self) -> Tensor:
        return self._sp_values

    def indices(self) -> Tensor:
        if not self._coalesced:
            raise RuntimeError("Cannot get indices on an uncoalesced tensor, please call "
                               ".coalesce() first")
        return self._sp_indices

    def values(self) -> Tensor:
        if not self._coalesced:
            raise RuntimeError("Cannot get values on an uncoalesced tensor, please call "
                               ".coalesce() first")
        return self._sp_values

    def coalesce(self) -> SparseTensor:
        """Coordinates sorted (row-major) and unique, the values of duplicates summed."""
        if self._coalesced:
            return self
        idx = self._sp_indices.numpy()
        flat = np.ravel_multi_index(tuple(idx), tuple(self._sp_size)) if idx.size else \
            np.zeros(0, dtype=np.int64)
        keys, inverse = np.unique(flat, return_inverse=True)
        coords = np.stack(np.unravel_index(keys, tuple(self._sp_size))).astype(np.int64) \
            if keys.size else np.zeros((self.ndim, 0), dtype=np.int64)
        values = O.index_add(O.zeros(len(keys), dtype=self.dtype), 0,
                             Tensor._make(inverse.reshape(-1).astype(np.int64)), self._sp_values)
        return SparseTensor(Tensor._make(coords.reshape(self.ndim, -1)), values, self._sp_size, True)

    def to_dense(self) -> Tensor:
        """The dense tensor (duplicates summed); differentiable with respect to the values."""
        n = self.numel()
        flat = np.ravel_multi_index(tuple(self._sp_indices.numpy()), tuple(self._sp_size)) \
            if self._nnz() else np.zeros(0, dtype=np.int64)
        dense = O.index_add(O.zeros(n, dtype=self.dtype), 0,
                            Tensor._make(flat.astype(np.int64)), self._sp_values)
        return O.reshape(dense, tuple(self._sp_size))

    def to_sparse(self) -> SparseTensor:
        return self

    def numel(self) -> int:
        return self._sp_size.numel()

    def size(self, dim: int | None = None):
        return self._sp_size if dim is None else self._sp_size[dim]

    def detach(self) -> SparseTensor:
        return SparseTensor(self._sp_indices, self._sp_values.detach(), self._sp_size,
                            self._coalesced)

    def __matmul__(self, other) -> Tensor:
        return mm(self, other)

    def __repr__(self) -> str:
        return _printing.sparse_repr(self)


def sparse_coo_tensor(indices, values, size=None, *, dtype=None, device=None,
                      requires_grad: bool = False, check_invariants: bool | None = None,
                      is_coalesced: bool | None = None) -> SparseTensor:
    """A sparse COO tensor with nonzeros `values` at the columns of `indices` ((ndim, nnz)
    int64). `size` defaults to one past the largest index of each dim. Indices out of `size`
    are refused (PyTorch checks them only with `check_invariants=True`)."""
    idx = as_tensor(indices)
    vals = values if isinstance(values, Tensor) else as_tensor(values)
    if dtype is not None and vals.dtype is not dtype:
        vals = O._to_copy(vals, dtype)
    if idx.dtype.name != "int64":  # PyTorch casts other index dtypes to int64
        idx = O._to_copy(idx, _int64)
    if idx.ndim != 2 or vals.ndim != 1 or idx.shape[1] != vals.shape[0]:
        raise RuntimeError(
            f"indices of shape {list(idx.shape)} and values of shape {list(vals.shape)} do not "
            "describe a COO tensor: indices must be (ndim, nnz) and values (nnz,) (tensorplay "
            "has no hybrid sparse tensors)")
    raw = idx.numpy()
    if size is None:
        size = tuple(int(m) + 1 for m in raw.max(1)) if raw.shape[1] else (0,) * raw.shape[0]
    size = tuple(size)
    if len(size) != raw.shape[0]:
        raise RuntimeError(f"number of dimensions must be sparse_dim ({raw.shape[0]}) + "
                           f"dense_dim (0), but got {len(size)}")
    for d in range(raw.shape[0]):
        if raw.shape[1] and (raw[d].max() >= size[d] or raw[d].min() < 0):
            bad = raw[d].max() if raw[d].max() >= size[d] else raw[d].min()
            raise RuntimeError(f"size is inconsistent with indices: for dim {d}, size is "
                               f"{size[d]} but found index {bad}")
    if requires_grad:
        vals = vals.detach().requires_grad_()
    coalesced = bool(is_coalesced) if is_coalesced is not None else vals.shape[0] <= 1
    _ = device, check_invariants  # the CPU only; indices are always checked
    return SparseTensor(idx, vals, size, coalesced)


def mm(sparse: SparseTensor, dense: Tensor) -> Tensor:
    """sparse (n, m) @ dense (m, k) -> dense (n, k): each nonzero (i, j, v) adds v * dense[j]
    to row i. Differentiable with respect to `dense` and to the sparse tensor's values."""
    if not isinstance(sparse, SparseTensor):
        raise RuntimeError("sparse.mm: expected the first argument to be a sparse COO tensor")
    if sparse.ndim != 2 or dense.ndim != 2:
        raise RuntimeError(f"sparse.mm: expected 2-D tensors, got {sparse.ndim}-D and "
                           f"{dense.ndim}-D")
    if sparse.shape[1] != dense.shape[0]:
        raise RuntimeError(f"mat1 and mat2 shapes cannot be multiplied ({sparse.shape[0]}x"
                           f"{sparse.shape[1]} and {dense.shape[0]}x{dense.shape[1]})")
    rows, cols = sparse._sp_indices[0], sparse._sp_indices[1]
    picked = O.index_select(dense, 0, cols)  # (nnz, k): the rows each nonzero scales
    contrib = O.mul(O.reshape(sparse._sp_values, (-1, 1)), picked)
    out = O.zeros(sparse.shape[0], dense.shape[1], dtype=contrib.dtype)
    return O.index_add(out, 0, rows, contrib)


def sum(input: SparseTensor, dim=None, dtype=None):
    """The sum of a sparse tensor: a dense 0-d tensor over every dim, else a sparse tensor of
    the dims kept (as PyTorch's torch.sparse.sum)."""
    values = input._sp_values if dtype is None else O._to_copy(input._sp_values, dtype)
    if dim is None:
        return O.sum(values)
    dims = {d % input.ndim for d in ((dim,) if isinstance(dim, int) else dim)}
    if len(dims) == input.ndim:
        return O.sum(values)
    keep = [d for d in range(input.ndim) if d not in dims]
    idx = Tensor._make(np.ascontiguousarray(input._sp_indices.numpy()[keep]))
    size = tuple(input.shape[d] for d in keep)
    return SparseTensor(idx, values, size, False).coalesce()


def spmm(sparse: SparseTensor, dense: Tensor) -> Tensor:
    """`tp.spmm`: `tp.sparse.mm`."""
    return mm(sparse, dense)


def _to_sparse(self: Tensor, sparse_dim: int | None = None) -> SparseTensor:
    """The nonzeros of a dense tensor as a coalesced COO tensor (values differentiable)."""
    if sparse_dim is not None and sparse_dim != self.ndim:
        raise NotImplementedError("tensorplay has no hybrid sparse tensors: to_sparse() "
                                  "takes every dim as sparse")
    coords = np.stack(np.nonzero(self.detach().numpy())).astype(np.int64).reshape(self.ndim, -1)
    idx = Tensor._make(coords)
    values = self[tuple(Tensor._make(c) for c in coords)] if coords.shape[1] else \
        O.reshape(self, (-1,))[:0]
    return SparseTensor(idx, values, tuple(self.shape), True)


Tensor.layout = strided  # installed on the dense Tensor by this module
Tensor.to_sparse = _to_sparse
