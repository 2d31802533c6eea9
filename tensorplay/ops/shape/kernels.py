"""The NumPy helpers only the shape ops use (their `kernel:` bodies, `{impl:}` functions
and fused backwards name them; generated code reaches them as `K.`). Helpers several
families share are in tensorplay/ops/shared/kernels.py."""

from __future__ import annotations

import numpy as np

from ..shared.kernels import ShapeError, _dim, _np_dtype, _size, _size_at, _split_sizes, _torch_name


def _shape(shape) -> tuple:
    """A reshape/view target: as `_size`, where one dim may be -1 (inferred) and no other
    dim is negative (NumPy would take any negative number for -1)."""
    shape = _size(shape)
    for k, s in enumerate(shape):
        if s < -1:
            raise ShapeError(f"invalid shape dimension {s} at index {k} of shape {list(shape)}")
    if shape.count(-1) > 1:
        raise ShapeError("only one dimension can be inferred")
    return shape


def _repeat(self, repeats):
    repeats = _size(repeats)
    if len(repeats) < self.ndim:
        raise ShapeError("Number of dimensions of repeat dims can not be smaller than number of "
                         "dimensions of tensor")
    if any(r < 0 for r in repeats):
        raise ShapeError(f"Trying to create tensor with negative dimension: repeats {list(repeats)}")
    return np.tile(self, repeats) if repeats else self.copy()


def _stack(tensors, dim):
    if len(tensors) == 0:
        raise ShapeError("stack expects a non-empty TensorList")
    ref = tensors[0]
    for i, t in enumerate(tensors[1:], 1):
        if t.shape != ref.shape:
            raise ShapeError(f"stack expects each tensor to be equal size, but got "
                             f"{list(ref.shape)} at entry 0 and {list(t.shape)} at entry {i}")
    d = _dim(dim, ref.ndim + 1)  # np.stack's concatenation, without its Python layers
    return np.concatenate([t[(slice(None),) * d + (None,)] for t in tensors], axis=d)


def _split(self, split_size_or_sections, dim):
    if self.ndim == 0:
        raise ShapeError("split expects at least a 1-dimensional tensor")
    d = _dim(dim, self.ndim)
    out, start, lead = [], 0, (slice(None),) * d
    for k in _split_sizes(self.shape[d], split_size_or_sections, d):
        out.append(self[lead + (slice(start, start + k),)] if d else self[start:start + k])
        start += k
    return out


def _unflatten(self, dim, sizes):
    """Dim `dim` split into `sizes` (one may be -1); a view."""
    if self.ndim == 0:  # dim 0 / -1 in range: PyTorch wraps its IndexError into a RuntimeError
        _dim(dim, 0)
        raise ShapeError("unflatten got an unexpected error: Dimension specified as 0 but tensor "
                         "has no dimensions")
    d = _dim(dim, self.ndim)
    sizes = [int(s) for s in sizes]
    if not sizes:
        raise ShapeError("unflatten: sizes must be non-empty")
    if sizes.count(-1) > 1:
        raise ShapeError("unflatten: only one dimension can be inferred")
    n, known = self.shape[d], 1
    for s in sizes:
        known *= s if s != -1 else 1
    if -1 in sizes and known and n % known == 0:
        sizes[sizes.index(-1)] = n // known
    elif -1 in sizes or known != n:
        shown = [s for s in sizes]
        raise ShapeError(f"unflatten: Provided sizes {shown} don't multiply up to the size of dim "
                         f"{dim} ({n}) in the input tensor")
    return self.reshape(self.shape[:d] + tuple(sizes) + self.shape[d + 1:])


def _expanded(self, target: tuple, lead: int):
    """expand's view: `self` seen with shape `target` (its `lead` new leading dims and its
    stretched size-1 dims of stride 0), writable as self is. A C-contiguous plain array is
    viewed through its buffer (np.ndarray, ~7x cheaper than as_strided's array interface)."""
    strides = (0,) * lead + tuple(0 if s == 1 and t != 1 else st
                                  for s, t, st in zip(self.shape, target[lead:], self.strides))
    if self.__class__ is np.ndarray and self.flags.c_contiguous:
        return np.ndarray(target, self.dtype, self, 0, strides)
    return np.lib.stride_tricks.as_strided(self, target, strides, subok=True)


def _diagonal(self, offset, dim1, dim2):
    """A writable strided view of the diagonal (np.diagonal's view is read-only)."""
    d1, d2 = _dim(dim1, self.ndim), _dim(dim2, self.ndim)
    if d1 == d2:
        raise ShapeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    if self.__class__ is np.ndarray:  # NumPy's own view (8x cheaper), made writable as self is
        out = self.diagonal(offset, d1, d2)
        if self.flags.writeable:
            out.flags.writeable = True
        return out
    x = np.moveaxis(self, (d1, d2), (-2, -1))
    n1, n2 = x.shape[-2:]
    r0, c0 = (0, offset) if offset >= 0 else (-offset, 0)
    length = max(min(n1 - r0, n2 - c0), 0)
    x = x[..., min(r0, n1):, min(c0, n2):]
    s1, s2 = x.strides[-2:]
    return np.lib.stride_tricks.as_strided(x, shape=x.shape[:-2] + (length,),
                                           strides=x.strides[:-2] + (s1 + s2,), subok=True)


def _unfold(self, dimension, size, step):
    """Tensor.unfold: a strided view of the windows of `size` elements, `step` apart, along
    `dimension` (that dim becomes the window count, a new last dim the window)."""
    d = _dim(dimension, self.ndim)
    n = self.shape[d] if self.ndim else 1
    if size > n:
        raise ShapeError(f"maximum size for tensor at dimension {d} is {n} but size is {size}")
    if size < 0:
        raise ShapeError(f"size is {size} but must be >= 0")
    if step <= 0:
        raise ShapeError(f"step is {step} but must be > 0")
    if self.ndim == 0:
        return np.lib.stride_tricks.as_strided(self, (size,), (self.itemsize,), subok=True)
    count = (n - size) // step + 1
    shape = self.shape[:d] + (count,) + self.shape[d + 1:] + (size,)
    st = self.strides
    return np.lib.stride_tricks.as_strided(self, shape, st[:d] + (st[d] * step,) + st[d + 1:] + (st[d],), subok=True)


def _as_strided(self, size, stride, storage_offset):
    """A strided view of a C-contiguous input's memory, as torch.as_strided on its storage. Only
    an input whose elements are its storage (C-contiguous; with an explicit offset, starting
    at the storage's start) is accepted: gradients are then positions in the input."""
    size, stride = list(size), list(stride)
    if len(size) != len(stride):
        raise RuntimeError(f"mismatch in length of strides and shape (size {size}, stride {stride})")
    if any(s < 0 for s in stride):
        raise RuntimeError(f"as_strided: Negative strides are not supported at the moment, got "
                           f"strides: {stride}")
    owner = self
    while isinstance(owner.base, np.ndarray):
        owner = owner.base
    start = 0 if owner is self else (
        self.__array_interface__["data"][0] - owner.__array_interface__["data"][0]) // self.itemsize
    if not self.flags.c_contiguous or (storage_offset is not None and start != 0):
        raise RuntimeError("as_strided: tensorplay takes as_strided of a contiguous tensor that "
                           "starts its storage (or with storage_offset=None); call .contiguous() "
                           "or .clone() first")
    offset = 0 if storage_offset is None else storage_offset
    need = offset + 1 + sum((n - 1) * st for n, st in zip(size, stride)) if all(size) else 0
    if need > self.size:
        shown = start if storage_offset is None else offset
        raise RuntimeError(f"setStorage: sizes {size}, strides {stride}, storage offset {shown}, "
                           f"and itemsize {self.itemsize} requiring a storage size of "
                           f"{(shown + need - offset) * self.itemsize} are out of bounds for storage "
                           f"of size {(start + self.size) * self.itemsize}")
    flat = self.reshape(-1)[offset:] if self.size else self.reshape(-1)
    strides = tuple(st * self.itemsize for st in stride)
    if need and flat.__class__ is np.ndarray:  # through the buffer: ~7x cheaper than as_strided
        return np.ndarray(tuple(size), flat.dtype, flat, 0, strides)
    return np.lib.stride_tricks.as_strided(flat, tuple(size), strides)


def _roll(self, shifts, dims):
    """self rolled by shifts[i] along dims[i] in one copy (np.roll); no dims rolls the
    flattened self. roll_parts' checks (its body's), with PyTorch's dim errors."""
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    dims = [dims] if isinstance(dims, int) else list(dims)
    if not dims:
        if len(shifts) != 1:
            raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:0")
        return np.roll(self, shifts[0])
    if len(shifts) != len(dims):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    for d in dims:
        _size_at(self.ndim, d)
    return np.roll(self, shifts, [d % self.ndim for d in dims])


def _unsqueeze(x, dim):
    """np.expand_dims(x, dim) as one reshape (a view: a size-1 dim never needs a copy), without
    expand_dims' Python layers; an out-of-range dim goes to it for its AxisError."""
    n = x.ndim + 1
    if -n <= dim < n:
        d = dim % n
        return x.reshape(x.shape[:d] + (1,) + x.shape[d:])
    return np.expand_dims(x, dim)


def _storage_offset(a: np.ndarray) -> int:
    """How many elements of its dtype past the start of its memory `a` starts."""
    root = a
    while isinstance(root.base, np.ndarray):
        root = root.base
    return (a.__array_interface__["data"][0] - root.__array_interface__["data"][0]) // a.itemsize


def _view_dtype(self, dtype):
    """view(dtype): the same bytes read as another dtype (NumPy's ndarray.view), with
    PyTorch's checks when the element size changes: the last dim is the one that grows or
    shrinks, so it must be contiguous and, to grow, divisible by the ratio, as must the
    other strides and the storage offset."""
    new = _np_dtype(dtype)
    old = self.dtype
    if new.itemsize == old.itemsize:
        return self.view(new)
    what = f"to view {_torch_name(old)} as {_torch_name(new)} (different element sizes)"
    if self.ndim == 0:
        raise RuntimeError(f"self.dim() cannot be 0 {what}")
    strides = [s // old.itemsize for s in self.strides]
    if new.itemsize > old.itemsize:
        ratio = new.itemsize // old.itemsize
        if self.shape[-1] % ratio:
            raise RuntimeError(f"self.size(-1) must be divisible by {ratio} {what}, but got {self.shape[-1]}")
        offset = _storage_offset(self)
        if offset % ratio:
            raise RuntimeError(f"self.storage_offset() must be divisible by {ratio} {what}, but got {offset}")
    if strides[-1] != 1 and self.size:  # an empty array's NumPy strides are not PyTorch's
        raise RuntimeError(f"self.stride(-1) must be 1 {what}, but got {strides[-1]}")
    if new.itemsize > old.itemsize:
        for i, s in enumerate(strides[:-1]):
            if s % ratio and self.size:
                raise RuntimeError(f"self.stride({i}) must be divisible by {ratio} {what}, but got {s}")
    if self.size == 0:  # nothing to read: the shape PyTorch gives
        shape = (*self.shape[:-1], self.shape[-1] * old.itemsize // new.itemsize)
        return np.empty(shape, new)
    return self.view(new)


def _diag_embed_dims(shape, offset: int, dim1: int, dim2: int):
    """diag_embed's (d1, d2, output shape) for an input of `shape`: the dims wrap against the
    output's rank first, as PyTorch's (a 0-d input fails on them: out of range, or identical)."""
    nd = len(shape) + 1
    d1, d2 = _dim(dim1, nd), _dim(dim2, nd)  # in range: the entry's checks ran first
    if d1 == d2:
        raise RuntimeError(f"diagonal dimensions cannot be identical {dim1}, {dim2}")
    n = shape[-1] + abs(offset)
    rest = iter(shape[:-1])
    return d1, d2, [n if k in (d1, d2) else next(rest) for k in range(nd)]


def _diag_embed(x, offset: int, dim1: int, dim2: int):
    """diag_embed_parts on the arrays (its fused path): zeros with the last dim of x written on
    the offset-th diagonal of the last two dims, which then move to (dim1, dim2) (a view, as
    the body's movedim)."""
    d1, d2, shape = _diag_embed_dims(x.shape, offset, dim1, dim2)
    nd, n, i = len(shape), shape[d1], np.arange(x.shape[-1])
    out = np.zeros(x.shape[:-1] + (n, n), x.dtype)
    out[..., i + max(-offset, 0), i + max(offset, 0)] = x
    return out if (d1, d2) == (nd - 2, nd - 1) else np.moveaxis(out, [nd - 2, nd - 1], [d1, d2])
