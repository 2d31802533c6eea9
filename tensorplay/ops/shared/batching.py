"""Batching rules: how vmap runs one op on a whole batch at once.

Every rule has the same shape as functorch's C++ batch rules::

    rule(interp, op, vals, bdims, params) -> (result, out_bdim)

`vals` holds the op's tensor arguments one level down (the *physical* tensors,
with the batch dim still inside) and `bdims` the position of the batch dim in
each of them — `None` when that argument is not batched at this vmap level
(it may still be a number, or a tensor batched by an *outer* vmap: that is
none of this level's business). For a `Tensor[]` argument the entry is a list
of tensors and a list of bdims. `params` are the op's other arguments.

A rule rearranges the physical tensors (moving batch dims, padding ranks)
and calls the op **once** for the whole batch. Every rearrangement and the op
itself go through `bind`, never through NumPy, so the call reaches the levels
below — an outer vmap, a grad or jvp level, the base tape — and is batched,
differentiated or recorded there in turn. `out_bdim` says where the batch dim
of the result is (one int, or one entry per output of a multi-output op).

Which rule an op uses is the `vmap:` field of its ops.yaml entry:
`elementwise`, `broadcast`, `{reduction: {dim: <arg>, keepdim: <arg>}}`,
`{dim: <arg>}`, or `{custom: <name>}` naming a rule of this module or of a
family's batching.py (the table of names is batch_rule_table.CUSTOM).

`dim` arguments are given by the user against the *logical* (per-sample)
tensor; rules normalize them against the logical rank (so -1 means the last
logical dim) and only then shift them past the batch dim.
"""

from __future__ import annotations

import numpy as np

from ...core import dtype as _dtype
from ...core import optable as _ops
from ...core import random as _random
from ...core.tensor import Tensor
from ...dispatch.dispatcher import bind
from ...func._vmap_fallback import per_sample, select, stack

# ───────────────────────────── helpers (all through bind) ─────────────────────────────

def movedim(x, src: int, dst: int):
    """Move dim `src` of the physical tensor `x` to position `dst` (one permute)."""
    if src == dst:
        return x
    perm = list(range(x.ndim))
    perm.pop(src)
    perm.insert(dst, src)
    return bind(_ops._op_permute, (x,), {"dims": perm})


def to_front(x, bdim):
    """`x` with its batch dim first (no-op when it already is)."""
    return x if not bdim else movedim(x, bdim, 0)


def reshape(x, shape):
    return bind(_ops._op_reshape, (x,), {"shape": tuple(shape)})


def unsqueeze(x, dim: int):
    return bind(_ops._op_unsqueeze, (x,), {"dim": dim})


def expand(x, size):
    return bind(_ops._op_expand, (x,), {"size": tuple(size), "implicit": False})


def pad_rank(x, rank: int):
    """A bdim-0 physical tensor with size-1 dims inserted after the batch dim
    until its logical rank is `rank` (so right-aligned broadcasting lines up)."""
    shape = tuple(x.shape)
    missing = rank - (len(shape) - 1)
    if missing <= 0:
        return x
    return reshape(x, shape[:1] + (1,) * missing + shape[1:])


def materialize(x, bdim, size: int):
    """`x` with a batch dim at 0 even if it had none (expanded: no copy)."""
    if bdim is not None:
        return to_front(x, bdim)
    x = unsqueeze(x, 0)
    return expand(x, (size,) + tuple(x.shape[1:]))


def wrap_dim(dim: int, ndim: int) -> int:
    """Normalize a logical dim; a 0-d tensor accepts 0 and -1 (PyTorch's rule)."""
    span = max(ndim, 1)
    if not -span <= dim < span:
        raise IndexError(f"Dimension out of range (expected to be in range of [{-span}, {span - 1}], "
                         f"but got {dim})")
    return dim + span if dim < 0 else dim


def phys(d: int, bdim: int) -> int:
    """Physical position of the (normalized) logical dim `d` when the batch dim is at `bdim`."""
    return d + 1 if d >= bdim else d


def batch_size_of(vals, bdims) -> int:
    for v, b in zip(vals, bdims):
        if isinstance(b, list):
            for t, tb in zip(v, b):
                if tb is not None:
                    return t.shape[tb]
        elif b is not None:
            return v.shape[b]
    raise AssertionError("no batched argument")


def accepts_dim_list(op, arg: str) -> bool:
    """Does `arg` of `op` take a list of dims (int[])? The generated code names an op's int[]
    arguments on its OpDef (`int_list_args`); an op without it (autograd.Function) has none."""
    return arg in getattr(op, "int_list_args", ())


def _replace(params: dict, **changes) -> dict:
    new = dict(params)
    new.update(changes)
    return new


def _each(out, fn):
    """Apply `fn` to every tensor output of a (possibly multi-output) op result."""
    if isinstance(out, Tensor):
        return fn(out)
    if isinstance(out, list):
        return [fn(o) if isinstance(o, Tensor) else o for o in out]
    return type(out)(*[fn(o) if isinstance(o, Tensor) else o for o in out])


# ───────────────────────────── rule kinds ─────────────────────────────

def elementwise(interp, op, vals, bdims, params):
    """One tensor argument, output of the same shape: run on the physical tensor, keep its bdim."""
    tensors = [b for v, b in zip(vals, bdims) if isinstance(v, Tensor | list)]
    if len(tensors) > 1:
        return broadcast(interp, op, vals, bdims, params)
    bdim = next(b for b in bdims if b is not None)
    return bind(op, tuple(vals), params), bdim


def broadcast(interp, op, vals, bdims, params):
    """Tensor arguments broadcast against each other (right-aligned).

    Fast path: when every batched argument has the batch dim at the same
    position and the same logical rank (the highest), and no unbatched tensor
    reaches that position from the right, the physical call is already right.
    Otherwise move batch dims to the front and pad batched arguments with
    size-1 dims up to the highest logical rank.
    """
    rank = 0
    batched_rank = None
    common = None
    same = True
    unbatched_rank = 0
    zero_batched = False
    for v, b in zip(vals, bdims):
        if not isinstance(v, Tensor):
            continue
        if b is None:
            unbatched_rank = max(unbatched_rank, v.ndim)
            rank = max(rank, v.ndim)
            continue
        r = v.ndim - 1
        rank = max(rank, r)
        zero_batched = zero_batched or r == 0
        if common is None:
            common, batched_rank = b, r
        elif b != common or r != batched_rank:
            same = False
    if zero_batched and op.dtype in _PROMOTING:
        vals = _keep_zero_dim_promotion(op, vals, bdims)
    if same and batched_rank == rank and common < rank + 1 - unbatched_rank:
        return bind(op, tuple(vals), params), common
    new = []
    for v, b in zip(vals, bdims):
        if b is None or not isinstance(v, Tensor):
            new.append(v)
        else:
            new.append(pad_rank(to_front(v, b), rank))
    return bind(op, tuple(new), params), 0


_PROMOTING = {"promote", "float", "bool", "accumulate"}
_SCALAR_TYPES = (bool, int, float)


def _keep_zero_dim_promotion(op, vals, bdims):
    """Type promotion treats 0-d tensors as 'weak' (float32 tensor + float64 0-d -> float32).
    A logically 0-d batched tensor is physically 1-d, which would make it count fully; when
    that changes the result dtype, cast the operands to the logical result dtype first."""
    picked = range(len(vals)) if op.dtype_args is None else op.dtype_args
    dims, zero, phys_dims, phys_zero, scalars = [], [], [], [], []
    for i in picked:
        v, b = vals[i], bdims[i]
        if isinstance(v, Tensor):
            dt = v._np_dtype
            logical_rank = v.ndim - (b is not None)
            (dims if logical_rank else zero).append(dt)
            (phys_dims if v.ndim else phys_zero).append(dt)
        elif isinstance(v, _SCALAR_TYPES):
            scalars.append(v)
    if not zero or not (phys_dims and (dims or len(zero) > 1)):
        return vals
    want = _dtype.result_type(dims, zero, scalars)
    if _dtype.result_type(phys_dims, phys_zero, scalars) == want:
        return vals
    target = _dtype.from_numpy_dtype(want)
    vals = list(vals)
    for i in picked:
        v = vals[i]
        if isinstance(v, Tensor) and v._np_dtype != want:
            vals[i] = bind(_ops._op__to_copy, (v,), {"dtype": target})
    return vals


def reduction(interp, op, vals, bdims, params, *, dim_arg: str, keepdim_arg):
    """Reduce over logical dims of the first tensor argument.

    `dim=None` (and an empty list) means every logical dim: the batch dim must
    survive, so the rule lists the other physical dims, or flattens them into
    one when the op only takes a single int dim. A 0-d logical input accepts
    dim 0 / -1 and reduces a size-1 dim added for the purpose.
    """
    if dim_arg is None:
        return _whole_tensor_reduction(interp, op, vals, bdims, params)
    x, b = vals[0], bdims[0]
    rest = tuple(vals[1:])
    n = x.ndim - 1
    dim = params.get(dim_arg)
    keepdim = params.get(keepdim_arg, False) if isinstance(keepdim_arg, str) else bool(keepdim_arg)
    list_ok = accepts_dim_list(op, dim_arg)
    keep_changes = {keepdim_arg: False} if isinstance(keepdim_arg, str) else {}
    all_dims = dim is None or (not isinstance(dim, int) and len(dim) == 0)
    if n == 0:
        wrapped = [wrap_dim(d, 0) for d in ([] if all_dims else [dim] if isinstance(dim, int) else list(dim))]
        if len(wrapped) > 1:  # 0 and -1 name the same dim of a 0-d sample, as the op says
            raise RuntimeError("dim 0 appears multiple times in the list of dims")
        x = unsqueeze(x, -1)
        new_dim = [1] if list_ok and not isinstance(dim, int) else 1
        out = bind(op, (x, *rest), _replace(params, **{dim_arg: new_dim}, **keep_changes))
        return out, 0
    if all_dims:
        if list_ok:
            pdims = [p for p in range(n + 1) if p != b]
            out = bind(op, (x, *rest), _replace(params, **{dim_arg: pdims}))
            return out, (b if keepdim else 0)
        x = reshape(to_front(x, b), (x.shape[b], -1))
        out = bind(op, (x, *rest), _replace(params, **{dim_arg: 1}))
        if keepdim:
            size = x.shape[0]
            out = _each(out, lambda o: reshape(o, (size,) + (1,) * n))
        return out, 0
    if isinstance(dim, int):
        p = phys(wrap_dim(dim, n), b)
        out = bind(op, (x, *rest), _replace(params, **{dim_arg: p}))
        return out, (b if keepdim or p > b else b - 1)
    pdims = [phys(wrap_dim(d, n), b) for d in dim]
    out = bind(op, (x, *rest), _replace(params, **{dim_arg: pdims}))
    return out, (b if keepdim else b - len({p for p in pdims if p < b}))


# ops that reduce the whole tensor and take no dim argument (ops.yaml `dim: null`), and the
# dim-taking op with the same values and gradient that batches them
_WHOLE_TENSOR_AS = {"_max_all": "amax", "_min_all": "amin"}


def _whole_tensor_reduction(interp, op, vals, bdims, params):
    """max(x) / min(x): one result per sample. The op itself cannot keep the batch dim, so
    its dim-taking twin (amax / amin: same values, ties share the gradient the same way)
    reduces every logical dim."""
    twin = _WHOLE_TENSOR_AS.get(op.name)
    if twin is None:
        raise RuntimeError(f"vmap: {op.name} (ops.yaml:{op.line}) has `vmap: {{reduction: {{dim: null}}}}` "
                           "but no dim-taking twin op is known to batch it (see _WHOLE_TENSOR_AS in "
                           "tensorplay/ops/shared/batching.py)")
    twin_op = getattr(_ops, f"_op_{twin}")
    return reduction(interp, twin_op, vals, bdims, {"dim": (), "keepdim": False},
                     dim_arg="dim", keepdim_arg="keepdim")


def along_dim(interp, op, vals, bdims, params, *, dim_arg: str):
    """A rank-preserving op acting along one logical dim (softmax, cumsum...).

    With one tensor argument the batch dim stays where it is and `dim` is
    shifted past it. With several, batched ones move to the front and
    unbatched ones are expanded so all share the batch dim.
    """
    dim = params.get(dim_arg)
    if dim is None:
        raise RuntimeError(f"vmap: {op.name} (ops.yaml:{op.line}) was called with {dim_arg}=None; "
                           "its batching rule needs an explicit dim")
    tensor_pos = [i for i, v in enumerate(vals) if isinstance(v, Tensor)]
    if len(tensor_pos) > 1:
        size = batch_size_of(vals, bdims)
        vals = list(vals)
        for i in tensor_pos:
            vals[i] = materialize(vals[i], bdims[i], size)
        bdims = [0 if i in tensor_pos else None for i in range(len(vals))]
    i0 = next(i for i, b in enumerate(bdims) if b is not None)
    x, b = vals[i0], bdims[i0]
    n = x.ndim - 1
    if n == 0:
        wrap_dim(dim, 0)
        _one_sample(op, vals, bdims, params)  # eager's refusal of a 0-d input (chunk, narrow)
        new = [unsqueeze(v, -1) if i in tensor_pos else v for i, v in enumerate(vals)]
        out = bind(op, tuple(new), _replace(params, **{dim_arg: 1}))
        if any(o.shape[1] != 1 for o in _flat_tensors(out)) and batch_size_of(vals, bdims):
            # the op kept no element of the size-1 dim (topk with k=0), where eager returns a
            # 0-d sample's element whatever k is: eager's answer on each sample
            return per_sample(batch_size_of(vals, bdims), lambda *a: bind(op, a, params), vals, bdims)
        return _each(out, lambda o: bind(_ops._op_squeeze, (o,), {"dim": [1]})), 0
    p = phys(wrap_dim(dim, n), b)
    out = bind(op, tuple(vals), _replace(params, **{dim_arg: p}))
    # an output that lost the dim (unbind, select) or split it (unflatten) has its batch dim
    # moved by the change in rank when p < b
    if isinstance(out, Tensor):
        return out, (b + out.ndim - x.ndim if p < b else b)
    return out, [b + o.ndim - x.ndim if isinstance(o, Tensor) and p < b else b for o in out]


# ───────────────────────────── custom rules: shape ops ─────────────────────────────

def _shift_dims(value, n: int):
    """Logical dim(s) of an n-dim sample → physical, with the batch dim first. Each dim is
    checked against the sample's rank, so a 0-d sample still refuses all but 0 and -1."""
    if isinstance(value, int):
        d = wrap_dim(value, n)
        return d + 1 if n else 0
    dims = [wrap_dim(d, n) for d in value]
    return [d + 1 for d in dims] if n else []


def dims_rule(interp, op, vals, bdims, params, *, dim_args: tuple):
    """`{dims: [arg, ...]}`: the listed int (or int[]) arguments are dims of the sample. With
    the batch dim moved first each is shifted by one, and the batch dim stays first
    (transpose, flip, movedim, diagonal).

    Shifting is a bijection, so the op refuses the shifted dims exactly when a sample refuses
    the given ones (a repeated dim, dim1 == dim2); its message would name the shifted dims,
    so the error is raised again by the op on one sample, with the dims the caller wrote."""
    x = to_front(vals[0], bdims[0])
    n = x.ndim - 1
    shifted = {a: _shift_dims(params[a], n) for a in dim_args if params.get(a) is not None}
    if n == 0 and x.shape[0]:
        # a 0-d sample has no dim to shift to: the op's dim 0 / -1 would be the batch dim
        # (unfold would cut windows across the samples); eager's answer on each sample
        first = bind(op, (select(x, 0, 0),), params)
        if isinstance(first, Tensor) and first.ndim:
            return stack([first] + [bind(op, (select(x, 0, i),), params)
                                    for i in range(1, x.shape[0])], 0), 0
    try:
        return bind(op, (x,), _replace(params, **shifted)), 0
    except RuntimeError:
        if x.shape[0]:
            bind(op, (select(x, 0, 0),), params)
        raise


def trailing_rule(interp, op, vals, bdims, params, *, n: int):
    """`{trailing: n}`: the op acts on the last n dims only (tril, triu), so a batch dim in
    front of them changes nothing; one among them is moved first."""
    x, b = vals[0], bdims[0]
    ndim = x.ndim - 1
    if ndim < n:
        _one_sample(op, vals, bdims, params)  # eager's own refusal first (its exception class)
        raise RuntimeError(f"{op.name}: input tensor must have at least {n} dimensions")
    if b > ndim - n:
        x, b = to_front(x, b), 0
    return bind(op, (x,), params), b


def _sample(vals, bdims, i: int) -> tuple:
    """The arguments of sample `i` alone (an unbatched one as it is)."""
    def pick(v, b):
        if isinstance(b, list):
            return [pick(t, tb) for t, tb in zip(v, b)]
        return select(v, b, i) if b is not None else v

    return tuple(pick(v, b) for v, b in zip(vals, bdims))


def _one_sample(op, vals, bdims, params) -> None:
    """Run the op on the first sample alone (when the batch has one), so that an input eager
    PyTorch refuses raises eager's error (a 0-d sample of chunk or narrow, a matrix op's
    too-few dims) rather than whatever the batched call would make of the batch dim."""
    if batch_size_of(vals, bdims):
        bind(op, _sample(vals, bdims, 0), params)


def _flat_tensors(out) -> list:
    return [out] if isinstance(out, Tensor) else [o for o in out if isinstance(o, Tensor)]


def _list_to_front(vals, bdims):
    """A Tensor[] argument with every tensor's batch dim first (unbatched ones expanded)."""
    tensors, tb = vals[0], bdims[0]
    size = batch_size_of([tensors], [tb])
    return [materialize(t, b, size) for t, b in zip(tensors, tb)]


def logical_shape(x, bdim) -> tuple:
    s = tuple(x.shape)
    return s if bdim is None else s[:bdim] + s[bdim + 1:]


# ───────────────────────────── custom rules: indexing ─────────────────────────────

def _key_tuple(indices) -> tuple:
    return indices if isinstance(indices, tuple) else (indices,)


def _index_layout(key: tuple) -> int:
    """Where the leading (batch) dim goes when indexing a bdim-0 array with
    `(slice(None),) + key`: 0, unless the index arrays are not adjacent (ints between them
    do not count, as in PyTorch) — then their broadcast dims go to the front and the batch
    dim comes right after them."""
    arrays = [k for k in key if isinstance(k, np.ndarray)]
    if not arrays:
        return 0
    positions = [i for i, k in enumerate(key) if isinstance(k, np.ndarray)]
    # PyTorch's rule (the index kernel follows it): ints between the index arrays keep them adjacent
    if all(isinstance(k, np.ndarray) or (isinstance(k, int | np.integer) and not isinstance(k, bool))
           for k in key[positions[0]:positions[-1] + 1]):
        return 0
    # a boolean mask contributes one dim (its number of True entries)
    shapes = [(int(k.sum()),) if k.dtype == np.bool_ else k.shape for k in arrays]
    return len(np.broadcast_shapes(*shapes))


def _logical_indexed_rank(shape, key: tuple) -> int:
    dummy = np.broadcast_to(np.empty((), dtype=np.bool_), tuple(shape))
    return dummy[key].ndim


def _dim_rank_fix(x, n):
    """A logical 0-d operand gets a size-1 dim (physical (B,) -> (B, 1)) so dim 0 exists."""
    return unsqueeze(x, -1) if n == 0 else x


def data_dependent(interp, op, vals, bdims, params):
    """Ops that return one Python value (allclose, equal): a batch has one answer per sample,
    which no Python value can hold, so vmap refuses them (as torch.func does)."""
    raise RuntimeError(f"vmap: {op.name} returns a Python value computed from a batched tensor "
                       "(data-dependent); there is one per sample, so it cannot be returned as a "
                       "single Python value. Use tensor ops such as tp.isclose(...).all(dim) or "
                       "tp.where.")


# ───────────────────────────── custom rules: losses ─────────────────────────────

def decompose(interp, fn, vals, bdims):
    """Batch an op by running its decomposition `fn` (tensorplay ops) on this level's
    batched values: each op inside is batched by its own rule. Returns (physical, bdim)."""
    args = [interp.lift(v, b) for v, b in zip(vals, bdims)]
    return interp.lower(fn(*args))


# ───────────────────────────── custom rules: randomness ─────────────────────────────

def random(interp, op, vals, bdims, params):
    """Random ops under vmap (randomness='different' or batched inputs).

    The vmap level has already been checked for 'error'. 'different': every
    sample must draw its own numbers, so the op draws once for the whole batch
    — a factory gets the batch size prepended to `size`; an op with tensor
    inputs gets them with a batch dim (expanded if unbatched). 'same' with
    batched inputs: each sample draws the same numbers, so the generator is
    rewound before each sample (a loop: the draw itself must be replayed).
    """
    size = interp.batch_size
    tensor_pos = [i for i, v in enumerate(vals) if isinstance(v, Tensor)]
    if interp.randomness == "same":
        if op.name.endswith("_like") and len(tensor_pos) == 1:
            # only the shape of the input matters: draw once for one (logical) sample
            i = tensor_pos[0]
            vals = list(vals)
            vals[i] = select(vals[i], bdims[i], 0)
            return bind(op, tuple(vals), params), None
        return _same_random(interp, op, vals, bdims, params)
    if not tensor_pos:
        shape = params.get("size")
        if shape is None:
            raise RuntimeError(f"vmap: random op {op.name} (ops.yaml:{op.line}) has no tensor input and "
                               "no `size` argument; its batching rule cannot add a batch dim")
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        return bind(op, tuple(vals), _replace(params, size=(size, *shape))), 0
    if all(bdims[i] is None for i in tensor_pos):
        vals = list(vals)
        first = tensor_pos[0]
        vals[first] = materialize(vals[first], None, size)
        return broadcast(interp, op, vals, [0 if i == first else None for i in range(len(vals))], params)
    return broadcast(interp, op, vals, bdims, params)


def _same_random(interp, op, vals, bdims, params):
    gen = params.get("generator") or _random.default_generator
    state = gen.get_state()
    outs = []
    for i in range(interp.batch_size):
        gen.set_state(state)
        args = tuple(select(v, b, i) if b is not None else v for v, b in zip(vals, bdims))
        outs.append(bind(op, args, params))
    return stack(outs, 0), 0
