"""Jacobians and Hessians from vjp/jvp and vmap, as in torch.func.

- `jacrev`: one `vjp` call, then ONE `vmap` of the `vjp_fn` over the rows of an
  identity matrix (one basis cotangent per output element). `chunk_size` is
  passed to `vmap` to bound memory.
- `jacfwd`: ONE `vmap` of `jvp` over basis tangents (one per input element).
- `hessian = jacfwd(jacrev(f))` (forward-over-reverse).

Jacobian of output `o` w.r.t. input `x` has shape `o.shape + x.shape`; tuple
`argnums` give a tuple per output, pytree outputs give the same pytree.
"""

from __future__ import annotations

import numpy as np

from ..core import optable as _ops
from ..core.tensor import Tensor
from ..dispatch import dispatcher as _dispatch
from ._grad import _argnums_tuple, vjp, wrap_constants
from ._jvp import jvp
from ._pytree import tree_flatten, tree_unflatten
from ._vmap import vmap

__all__ = ["hessian", "jacfwd", "jacrev"]


def _get_vmap():
    return vmap


def _basis(leaves) -> list:
    """Rows of the identity, split per leaf: leaf j gets shape (N, *leaf.shape)."""
    sizes = [int(np.prod(x.shape, dtype=np.int64)) for x in leaves]
    n = sum(sizes)
    out, off = [], 0
    for x, s in zip(leaves, sizes):
        block = np.zeros((n, s), dtype=x._np_dtype)
        block[off:off + s] = np.eye(s, dtype=x._np_dtype)
        out.append(Tensor._make(block.reshape((n, *tuple(x.shape)))))
        off += s
    return out, sizes


def _map_basis(fn, basis: list, n: int, chunk_size, randomness: str):
    """`vmap(fn)(*basis)`; without vmap, a loop that stacks with differentiable ops."""
    vmap = _get_vmap()
    if vmap is not None:
        kwargs = {"randomness": randomness}
        if chunk_size is not None:
            kwargs["chunk_size"] = chunk_size
        return vmap(fn, **kwargs)(*basis)
    rows = [fn(*(Tensor._make(b._data[i]) for b in basis)) for i in range(n)]
    flat0, spec = tree_flatten(rows[0])
    flats = [tree_flatten(r)[0] for r in rows]
    stacked = []
    for k in range(len(flat0)):
        acc = None
        for i in range(n):
            onehot = np.zeros((n,) + (1,) * flats[i][k].ndim, dtype=flats[i][k]._np_dtype)
            onehot[i] = 1
            term = _ops.unsqueeze(flats[i][k], 0) * Tensor._make(onehot)
            acc = term if acc is None else acc + term
        stacked.append(acc)
    return tree_unflatten(stacked, spec)


def _reshape(t, shape: tuple):
    """`reshape`, skipped when `t` already has that shape (a vector input and output)."""
    return t if tuple(t.shape) == shape else _ops.reshape(t, shape)


def _rows(t, off: int, size: int, total: int):
    return t if size == total else t[off:off + size]


def _check_chunk(chunk_size) -> None:
    if chunk_size is not None and (not isinstance(chunk_size, int) or chunk_size <= 0):
        raise ValueError("jacrev: `chunk_size` should be greater than 0.")


def _with_primals(func, args, kwargs, nums, level_constants: bool = False):
    """`func` of the differentiated arguments only; with `level_constants`, the others become
    tensors of the (grad) level `f` is called in, as torch.func does."""
    def f(*primals):
        a = list(args)
        if level_constants:
            interp = _dispatch.interpreter_stack[-1]
            a = [x if n in nums else wrap_constants(interp, x) for n, x in enumerate(a)]
        for n, p in zip(nums, primals):
            a[n] = p
        return func(*a, **kwargs)

    return f


def jacrev(func, argnums=0, *, has_aux: bool = False, chunk_size: int | None = None):
    """Jacobian of `func` w.r.t. `args[argnums]` by reverse mode (vmap over vjp)."""
    _check_chunk(chunk_size)

    def wrapper(*args, **kwargs):
        nums = _argnums_tuple(argnums, len(args), "jacrev")
        primals = tuple(args[n] for n in nums)
        res = vjp(_with_primals(func, args, kwargs, nums, level_constants=True), *primals,
                  has_aux=has_aux)
        output, vjp_fn = res[0], res[1]
        flat_out, out_spec = tree_flatten(output)
        basis, sizes = _basis(flat_out)
        total = sum(sizes)

        def push(*cts):
            return vjp_fn(tree_unflatten(list(cts), out_spec))

        grads = _map_basis(push, basis, total, chunk_size, "error")  # tuple per primal
        flat_g, gspec = tree_flatten(grads)
        per_out, off = [], 0
        for o, s in zip(flat_out, sizes):
            leaves = [_reshape(_rows(g, off, s, total), tuple(o.shape) + tuple(g.shape[1:]))
                      for g in flat_g]
            per_arg = tree_unflatten(leaves, gspec)
            per_out.append(per_arg[0] if isinstance(argnums, int) else per_arg)
            off += s
        jac = tree_unflatten(per_out, out_spec)
        return (jac, res[2]) if has_aux else jac

    return wrapper


def jacfwd(func, argnums=0, has_aux: bool = False, *, randomness: str = "error"):
    """Jacobian of `func` w.r.t. `args[argnums]` by forward mode (vmap over jvp)."""

    def wrapper(*args, **kwargs):
        nums = _argnums_tuple(argnums, len(args), "jacfwd")
        primals = tuple(args[n] for n in nums)
        flat_p, pspec = tree_flatten(primals)
        basis, sizes = _basis(flat_p)
        total = sum(sizes)
        f = _with_primals(func, args, kwargs, nums)

        def push(*tleaves):
            out = jvp(f, primals, tree_unflatten(list(tleaves), pspec), has_aux=has_aux)
            return (out[1], out[2]) if has_aux else out[1]

        res = _map_basis(push, basis, total, None, randomness)
        jvp_out, aux = (res[0], res[1]) if has_aux else (res, None)
        flat_t, ospec = tree_flatten(jvp_out)
        per_out = []
        for t in flat_t:
            out_shape = tuple(t.shape[1:])
            nd = len(out_shape)
            leaves, off = [], 0
            for p, s in zip(flat_p, sizes):
                part = _rows(t, off, s, total)  # (s, *out_shape)
                part = _ops.permute(part, *range(1, nd + 1), 0) if nd else part
                leaves.append(_reshape(part, out_shape + tuple(p.shape)))
                off += s
            per_arg = tree_unflatten(leaves, pspec)
            per_out.append(per_arg[0] if isinstance(argnums, int) else per_arg)
        jac = tree_unflatten(per_out, ospec)
        if has_aux:
            flat_a, aspec = tree_flatten(aux)
            aux = tree_unflatten([a[0] if isinstance(a, Tensor) else a for a in flat_a], aspec)
            return jac, aux
        return jac

    return wrapper


def hessian(func, argnums=0):
    """Hessian of a scalar function: `jacfwd(jacrev(func, argnums), argnums)`."""
    return jacfwd(jacrev(func, argnums), argnums)
