"""The formula helpers only the shape ops use: what their backward, JVP and composite
formulas need beyond one expression, written in tensorplay ops (other ops through the
op table). Generated code reaches them as `H.`; shared ones are in
tensorplay/ops/shared/formulas.py (`HS.`)."""

from __future__ import annotations

import numpy as np

from ...core import optable as _ops
from ...core.creation import tensor
from ...core.dtype import int64 as _int64
from ..shared.formulas import _is_tensor, _wrap
from ..shared.kernels import _INDEX_DTYPES, as_strided_positions
from .kernels import _diag_embed_dims


def cat_backward(grad, shapes, dim):
    """Gradient of `cat`: the slice of `grad` each input contributed."""
    ndim = len(shapes[0])
    d = dim % ndim
    sizes = [s[d] for s in shapes]
    return list(_ops.split(grad, sizes, d))


def permute_backward(grad, dims):
    inverse = [0] * len(dims)
    for i, d in enumerate(dims):
        inverse[d % len(dims)] = i
    return _ops.permute(grad, inverse)


def repeat_backward(grad, repeats, shape):
    """Gradient of repeat (tile): sum the copies back onto the input."""
    repeats = tuple(repeats)
    shape = tuple(shape)
    if not repeats:
        return _ops.reshape(grad, shape)
    padded = (1,) * (len(repeats) - len(shape)) + shape
    interleaved = []
    for r, s in zip(repeats, padded):
        interleaved += [r, s]
    g = _ops.reshape(grad, interleaved)
    g = _ops.sum(g, list(range(0, 2 * len(repeats), 2)))
    return _ops.reshape(g, shape)


def narrow_backward(grad, shape, dim, start):
    """Gradient of narrow: `grad` placed into zeros of the input's shape."""
    d = dim % len(shape)
    start = start + shape[d] if start < 0 else start
    key = (slice(None),) * d + (slice(start, start + grad.shape[d]),)
    return _ops.index_backward(grad, tuple(shape), key)


def flatten_shape(shape, start_dim: int, end_dim: int) -> list:
    """flatten's target: dims start_dim..end_dim of `shape` merged into one (a 0-d shape
    becomes [1]), after PyTorch's checks of the dims (one pass over them, not a `check:`
    block asking the tensor its dim six times)."""
    n = len(shape) or 1
    for d in (start_dim, end_dim):
        if not -n <= d < n:
            raise IndexError(f"flatten: Dimension out of range (expected to be in range of "
                             f"[{-n}, {n - 1}], but got {d})")
    s, e = start_dim % n, end_dim % n
    if s > e:
        raise RuntimeError("flatten: flatten() has invalid args: start_dim cannot come after "
                           "end_dim")
    if not shape:
        return [1]
    merged = 1
    for k in shape[s:e + 1]:
        merged *= k
    return [*shape[:s], merged, *shape[e + 1:]]


def select_backward(grad, shape, dim, index):
    """Gradient of select: `grad` placed into zeros of the input's shape at `index` along `dim`."""
    d = dim % len(shape)
    return _ops.index_backward(grad, tuple(shape), (slice(None),) * d + (index, Ellipsis))


def diagonal_backward(grad, shape, offset, dim1, dim2):
    """Gradient of diagonal: zeros of the input's shape with `grad` on the diagonal."""
    ndim = len(shape)
    d1, d2 = dim1 % ndim, dim2 % ndim
    length = grad.shape[-1]
    if length == 0:  # zeros, still a function of grad (PyTorch's result is part of the graph)
        return _ops.add(_ops.zeros(tuple(shape), dtype=grad.dtype), _ops.sum(grad))
    r0, c0 = (0, offset) if offset >= 0 else (-offset, 0)
    others = [shape[i] for i in range(ndim) if i not in (d1, d2)]
    key = (Ellipsis, list(range(r0, r0 + length)), list(range(c0, c0 + length)))
    z = _ops.index_backward(grad, tuple(others) + (shape[d1], shape[d2]), key)
    if (d1, d2) == (ndim - 2, ndim - 1):  # the planes are the last two dims already
        return z
    return _ops.movedim(z, [ndim - 2, ndim - 1], [d1, d2])


def diag_backward(grad, shape, diagonal):
    """Gradient of diag: the diagonal of grad (1-D input) or grad on a diagonal (2-D input)."""
    if len(shape) == 1:
        return _ops.diagonal(grad, diagonal, 0, 1)
    return diagonal_backward(grad, shape, diagonal, 0, 1)


def as_strided_backward(grad, shape, size, stride, storage_offset):
    """Gradient of as_strided: each output element's gradient added at its input position
    (positions that several outputs share accumulate)."""
    numel = 1
    for n in shape:
        numel *= n
    positions = as_strided_positions(size, stride, storage_offset)
    return _ops.reshape(_ops.index_backward(grad, [numel], positions), tuple(shape))


def as_strided_tangent(t, size, stride, storage_offset):
    """Tangent of as_strided: the same positions read from the (any-layout) tangent."""
    return _ops.index(_ops.reshape(t, (-1,)), as_strided_positions(size, stride, storage_offset))


# ---- atleast_nd and the other shape helpers --------------------------------------------------
def atleast_nd(tensors, n: int) -> list:
    """NumPy's atleast_1d/2d/3d on each tensor: a 0-d x becomes (1,)*n, a vector (k,) becomes
    (1, k) or (1, k, 1), a matrix (m, k) becomes (m, k, 1) — the layouts hstack/vstack/dstack
    concatenate."""
    out = []
    for t in tensors:
        if t.ndim == 0:
            t = _ops.reshape(t, (1,) * n)
        elif t.ndim == 1 and n >= 2:
            t = _ops.unsqueeze(t, 0) if n == 2 else _ops.reshape(t, (1, t.shape[0], 1))
        elif t.ndim == 2 and n == 3:
            t = _ops.unsqueeze(t, 2)
        out.append(t)
    return out


def tensor_split_parts(x, indices_or_sections, dim: int) -> list:
    """Views of x along dim: `n` near-equal parts (the first size % n one longer) for an int,
    else the pieces between the given indices, each starting at the previous index (clamped to
    the size; empty where the indices do not increase), as in PyTorch."""
    if x.ndim == 0:
        raise RuntimeError("tensor_split expected at least a 1-dimensional tensor, but got a "
                           "tensor with 0 dims")
    if not -x.ndim <= dim < x.ndim:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-x.ndim}, "
                         f"{x.ndim - 1}], but got {dim})")
    d = dim % x.ndim
    size = x.shape[d]
    if isinstance(indices_or_sections, int):
        n = indices_or_sections
        if n <= 0:
            raise RuntimeError(f"number of sections must be larger than 0, got {n}")
        q, r = divmod(size, n)
        bounds = [k * q + min(k, r) for k in range(1, n)]
    else:
        bounds = [int(i) for i in indices_or_sections]
    parts, start = [], 0
    for b in [*bounds, size]:
        b = min(max(b if b >= 0 else b + size, 0), size)
        parts.append(_ops.narrow(x, d, start, max(b - start, 0)))
        start = b
    return parts


def roll_parts(x, shifts, dims):
    """x rolled by shifts[i] along dims[i]: the last `shift` entries moved to the front, as a
    cat of two narrows (so the gradient is the opposite roll); no dims rolls the flattened x."""
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    dims = [dims] if isinstance(dims, int) else list(dims)
    if not dims:
        if len(shifts) != 1:
            raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:0")
        return _ops.view(roll_parts(_ops.flatten(x), shifts, [0]), tuple(x.shape))
    if len(shifts) != len(dims):
        raise RuntimeError(f"shifts and dimensions must align. shifts: {len(shifts)}, dims:{len(dims)}")
    given = x
    for shift, d in zip(shifts, dims):
        n = x.shape[d]
        s = shift % n if n else 0
        if s:
            x = _ops.cat([_ops.narrow(x, d, n - s, s), _ops.narrow(x, d, 0, n - s)], d)
    return _ops.clone(x) if x is given else x  # a new tensor, as PyTorch's, even unrolled


def roll_backward(grad, shifts, dims):
    """The gradient of a roll: the opposite roll."""
    shifts = [shifts] if isinstance(shifts, int) else list(shifts)
    return _ops.roll(grad, [-s for s in shifts], dims)


def meshgrid_parts(tensors, indexing):
    """Expanded views of the 0-d/1-D inputs on the grid of their sizes: output i varies along
    dim i ('ij', matrix indexing); 'xy' (Cartesian) is the 'ij' grid of the inputs with the
    first two exchanged, as PyTorch builds it."""
    if indexing is None:
        import warnings

        warnings.warn("torch.meshgrid: in an upcoming release, it will be required to pass the "
                      "indexing argument.", UserWarning, stacklevel=4)
        indexing = "ij"
    if indexing not in ("ij", "xy"):
        raise RuntimeError(f'torch.meshgrid: indexing must be one of "xy" or "ij", but received: {indexing}')
    ts = list(tensors)
    if not ts:
        raise RuntimeError("meshgrid expects a non-empty TensorList")
    for t in ts:
        if t.ndim > 1:
            raise RuntimeError(f"torch.meshgrid: Expected 0D or 1D tensor in the tensor list but got "
                               f"a tensor of shape {list(t.shape)}")
        if t.dtype != ts[0].dtype:
            raise RuntimeError("meshgrid expects all tensors to have the same dtype")
    swap = indexing == "xy" and len(ts) >= 2
    if swap:
        ts[0], ts[1] = ts[1], ts[0]
    shape = tuple(t.shape[0] if t.ndim else 1 for t in ts)
    out = []
    for i, t in enumerate(ts):
        one = [1] * len(ts)
        one[i] = shape[i]
        out.append(_ops.expand(_ops.reshape(t, tuple(one)), shape))
    if swap:  # the grid of (b, a, ...) is the xy grid of (a, b, ...); restore the order
        out[0], out[1] = out[1], out[0]
    return out


def broadcast_parts(tensors) -> list:
    """Each tensor expanded (a view) to the broadcast shape of them all."""
    shapes = [tuple(t.shape) for t in tensors]
    try:
        shape = np.broadcast_shapes(*shapes)
    except ValueError:
        shape = None
    if shape is None:
        ndim = max(len(s) for s in shapes)
        padded = [(1,) * (ndim - len(s)) + s for s in shapes]
        for d in range(ndim):
            sizes = {p[d] for p in padded} - {1}
            if len(sizes) > 1:
                a, b = sorted(sizes)[:2]
                raise RuntimeError(f"The size of tensor a ({a}) must match the size of tensor b "
                                   f"({b}) at non-singleton dimension {d}")
    return [_ops.expand(t, shape) for t in tensors]


def split_along(x, indices_or_sections, name: str, min_dims: int, dim: int) -> list:
    """hsplit/vsplit/dsplit: tensor_split along `dim`, where an int must divide the size."""
    if x.ndim < min_dims:
        raise RuntimeError(f"torch.{name} requires a tensor with at least {min_dims} dimension, "
                           f"but got a tensor with {x.ndim} dimensions!")
    if indices_or_sections is None:
        raise TypeError(f"{name}(): argument 'indices_or_sections' must be an int or a list of ints")
    if isinstance(indices_or_sections, int):
        size = x.shape[dim]
        if indices_or_sections == 0 or size % indices_or_sections:
            raise RuntimeError(f"torch.{name} attempted to split along dimension {dim}, but the size "
                               f"of the dimension {size} is not divisible by the split_size "
                               f"{indices_or_sections}!")
    return tensor_split_parts(x, indices_or_sections, dim)


def repeat_interleave_positions(repeats, output_size):
    """repeat_interleave(repeats): each i repeated repeats[i] times, as an int64 tensor. The
    output's length depends on the values, so under vmap a batched `repeats` is refused."""
    if repeats.ndim > 1:
        raise RuntimeError("repeat_interleave only accept 1D vector as repeat")
    if repeats._np_dtype not in _INDEX_DTYPES:
        raise RuntimeError("repeats has to be Long or Int tensor")
    counts = repeats.reshape(-1).numpy()
    if (counts < 0).any():
        raise RuntimeError("repeats can not be negative")
    if output_size is not None and output_size != int(counts.sum()):
        raise RuntimeError("allocated size does not match required size")
    return tensor(np.repeat(np.arange(counts.size), counts), dtype=_int64)


def repeat_interleave_parts(self, repeats, dim, output_size):
    """Each slice of `self` along dim (the flattened tensor when dim is None) repeated: an int
    (or one-element tensor) count by expand + reshape, a tensor of counts by index_select."""
    x = _ops.reshape(self, (-1,)) if dim is None else self
    d = 0 if dim is None else _wrap(dim, self.ndim)
    if dim is not None and self.ndim == 0:  # PyTorch sizes dim of the 0-d tensor itself
        if _is_tensor(repeats):
            raise IndexError(f"Dimension specified as {dim} but tensor has no dimensions")
        raise IndexError("Dimension out of range (expected to be in range of [-1, 0], but got 1)")
    if x.ndim == 0:
        x = _ops.reshape(x, (1,))
    if _is_tensor(repeats) and repeats.numel() == 1 and repeats.ndim <= 1:
        if repeats._np_dtype not in _INDEX_DTYPES:
            raise RuntimeError("repeats has to be Long or Int tensor")
        repeats = int(repeats.item())
    n = x.shape[d]
    if isinstance(repeats, int):
        if repeats < 0:
            raise RuntimeError("repeats can not be negative")
        if output_size is not None and output_size != n * repeats:
            raise RuntimeError(f"repeat_interleave: Invalid output_size, expected {n * repeats} but got {output_size}")
        wide = list(x.shape[:d + 1]) + [repeats] + list(x.shape[d + 1:])
        merged = list(x.shape[:d]) + [n * repeats] + list(x.shape[d + 1:])
        # the copy made once, by contiguous (NumPy would reshape a stride-0 expansion, or one
        # repeat, into a view: PyTorch's result is always new memory)
        wide_x = _ops.expand(_ops.unsqueeze(x, d + 1), wide)
        return _ops.reshape(_ops.clone(wide_x) if repeats == 1 else _ops.contiguous(wide_x), merged)
    if repeats.ndim == 1 and repeats.shape[0] != n:
        raise RuntimeError("repeats must have the same size as input along dim, but got "
                           f"repeats.size(0) = {repeats.shape[0]} and input.size({d}) = {n}")
    return _ops.index_select(x, d, repeat_interleave_positions(repeats, output_size))


def unfold_backward(grad, shape, dimension, size, step):
    """Gradient of unfold: each window's gradient added back at its positions along the dim
    (overlapping windows accumulate)."""
    nd = len(shape)
    if nd == 0:
        return _ops.reshape(_ops.sum(grad), ())
    d = _wrap(dimension, nd)
    count = grad.shape[d]
    # window i covers positions i * step + j, j < size: one 1-D index of them (C order, the
    # order add.at adds in), the window and offset dims of the gradient merged to match (a
    # 1-D index adds through flat positions: a 2-D one through add.at's tuple key, ~15x slower)
    positions = tensor(np.add.outer(np.arange(count) * step, np.arange(size)).reshape(-1), dtype=_int64)
    g = _ops.movedim(grad, [grad.ndim - 1], [d + 1])
    g = _ops.reshape(g, list(g.shape[:d]) + [count * size] + list(g.shape[d + 2:]))
    return _ops.index_backward(g, tuple(shape), (slice(None),) * d + (positions,))


def diag_embed_parts(x, offset, dim1, dim2):
    """diag_embed: zeros with the last dim of `x` on the offset-th diagonal of the planes of
    (dim1, dim2) — the gradient of diagonal, applied to x."""
    d1, d2, shape = _diag_embed_dims(tuple(x.shape), offset, dim1, dim2)
    return diagonal_backward(x, shape, offset, d1, d2)
