"""`tensorplay.autograd.functional`: derivatives of a whole function, as `torch.autograd.functional`.

`vjp`, `jvp`, `jacobian`, `hessian`, `vhp` and `hvp` take a function and its inputs (a tensor
or a tuple of tensors) and return what they compute in the same structure: a single tensor
for a single tensor, a tuple for a tuple, and for `jacobian`/`hessian` a tuple (per output) of
tuples (per input). They run the function on fresh tensors that require grad and call
`tp.autograd.grad` on its outputs:

* `vjp` is one backward pass; `jvp` uses the *double-backward trick*: the backward pass is
  linear in its `grad_outputs` u, so differentiating `grad(out, x, u)` with respect to u in
  direction v gives J v. `vhp`/`hvp` apply the same ideas to the gradient.
* `jacobian` takes one backward pass per output element, or with `vectorize=True` a single
  one under `tensorplay.func.vmap` over the rows of the identity; `strategy="forward-mode"`
  (which needs `vectorize=True`) pushes the columns of the identity through forward AD.

With `create_graph=False` the results are detached; with `create_graph=True` they are part of
the graph, differentiable with respect to the inputs. `strict=True` raises when an output does
not depend on an input instead of returning zeros.
"""

from __future__ import annotations

from ..core import optable as _ops
from ..core.tensor import Tensor
from ..func import jacfwd, jacrev, vmap
from . import forward_ad as fwAD
from ._functional_parts import (
    _as_tuple,
    _autograd_grad,
    _check_requires_grad,
    _fill_in_zeros,
    _outputs,
    _postprocess,
    _preprocess,
    _unpack,
    _v_or_none,
)
from .grad_mode import enable_grad, is_grad_enabled, set_grad_enabled

__all__ = ["hessian", "hvp", "jacobian", "jvp", "vhp", "vjp"]



# ---- vjp, jvp ----------------------------------------------------------------------------
def vjp(func, inputs, v=None, create_graph: bool = False, strict: bool = False):
    """(func(*inputs), vᵀ J): the vector-Jacobian product at `inputs`. `v` has the outputs'
    shapes; it may be None when the output is a single element."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vjp")
        inputs = _preprocess(inputs, create_graph, need_graph=True)
        is_outputs_tuple, outputs = _outputs(func, inputs, "vjp", strict)
        v = _v_or_none(v, outputs, is_outputs_tuple, "vjp", create_graph,
                       "user-provided function returns")
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _autograd_grad(outputs, inputs, v, create_graph=create_graph)
        res = _fill_in_zeros(grads, inputs, strict, create_graph, "back")
    return (_unpack(_postprocess(outputs, create_graph), is_outputs_tuple),
            _unpack(_postprocess(res, create_graph), is_inputs_tuple))


def jvp(func, inputs, v=None, create_graph: bool = False, strict: bool = False):
    """(func(*inputs), J v): the Jacobian-vector product at `inputs`, by the double-backward
    trick. `v` has the inputs' shapes; it may be None when the input is a single element."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jvp")
        inputs = _preprocess(inputs, create_graph, need_graph=True)
        v = _v_or_none(v, inputs, is_inputs_tuple, "jvp", create_graph,
                       "input to the user-provided function is")
        is_outputs_tuple, outputs = _outputs(func, inputs, "jvp", strict)
        # backward is linear in grad_outputs: their value never matters, only that it is finite
        grad_outputs = tuple(_ops.zeros_like(o, requires_grad=True) for o in outputs)
        grad_inputs = _autograd_grad(outputs, inputs, grad_outputs, create_graph=True)
        _check_requires_grad(grad_inputs, "grad_inputs", strict)
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _autograd_grad(grad_inputs, grad_outputs, v, create_graph=create_graph)
        res = _fill_in_zeros(grads, outputs, strict, create_graph, "back_trick")
    return (_unpack(_postprocess(outputs, create_graph), is_outputs_tuple),
            _unpack(_postprocess(res, create_graph), is_outputs_tuple))


# ---- jacobian, hessian -------------------------------------------------------------------
def _basis(tensors: tuple, numels: tuple) -> tuple:
    """The identity of size sum(numels), split by columns into one block per tensor (each in
    that tensor's dtype)."""
    total = sum(numels)
    blocks, start = [], 0
    for t, n in zip(tensors, numels):
        rows = _ops.arange(total).reshape(total, 1)
        cols = _ops.arange(n).reshape(1, n) + start
        blocks.append((rows == cols).to(t.dtype))
        start += n
    return tuple(blocks)


def _jacfwd(func, inputs):
    """The Jacobian by forward AD: the columns of the identity pushed through `func` as
    tangents, all at once under vmap."""
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
    numels = tuple(i.numel() for i in inputs)
    info: list = []  # set by jv: is the output a tuple, the output shapes

    def jv(*tangents):
        with fwAD.dual_level():
            duals = tuple(fwAD.make_dual(i, t.view_as(i)) for i, t in zip(inputs, tangents))
            out = func(*duals)
            outs = _as_tuple(out)
            primals, tans = [], []
            for o in outs:
                p, t = fwAD.unpack_dual(o)
                primals.append(p)
                tans.append(_ops.zeros_like(p) if t is None else t)
            info[:] = [isinstance(out, tuple), [tuple(p.shape) for p in primals]]
            return tuple(tans)

    columns = vmap(jv)(*_basis(inputs, numels))
    is_outputs_tuple, shapes = info
    # lists, not tuples: what torch.autograd.functional returns for forward mode
    jac = [[block.permute(*range(1, block.ndim), 0).reshape(*shape, *inp.shape)
            for block, inp in zip(col.split(numels, 0), inputs)]
           for col, shape in zip(columns, shapes)]
    return _unpack(jac, (is_outputs_tuple, is_inputs_tuple))


def _check_forward_mode(create_graph: bool, strict: bool, vectorize: bool) -> None:
    if create_graph:
        raise NotImplementedError('tensorplay.autograd.functional.jacobian: `create_graph=True` '
                                  'and `strategy="forward-mode"` are not supported together '
                                  '(yet). Please either set `create_graph=False` or '
                                  '`strategy="reverse-mode"`.')
    if strict:
        raise RuntimeError('tensorplay.autograd.functional.jacobian: `strict=True` and '
                           '`strategy="forward-mode"` are not supported together (yet). Please '
                           'either set `strict=False` or `strategy="reverse-mode"`.')
    if not vectorize:
        raise NotImplementedError("Computing Jacobian using forward-AD or forward-over-reverse "
                                  "Hessian isonly implemented for `vectorize=True`.")


def _jac_vectorized(outputs: tuple, inputs: tuple, create_graph: bool) -> list:
    """All rows at once: `tp.autograd.grad` under vmap over the rows of the identity."""
    numels = tuple(o.numel() for o in outputs)
    flat = tuple(o.reshape(-1) for o in outputs)

    def rows(*grad_outputs):
        got = _autograd_grad(flat, inputs, grad_outputs, create_graph=create_graph,
                             retain_graph=True)
        return tuple(_ops.zeros_like(inp) if g is None else g for g, inp in zip(got, inputs))

    per_input = vmap(rows)(*_basis(outputs, numels))
    return [[jac.reshape(*o.shape, *inp.shape) for jac, o in zip(block.split(numels, 0), outputs)]
            for block, inp in zip(per_input, inputs)]


def jacobian(func, inputs, create_graph: bool = False, strict: bool = False,
             vectorize: bool = False, strategy: str = "reverse-mode"):
    """The Jacobian of `func` at `inputs`: for output i and input j a tensor of shape
    `out_i.shape + in_j.shape`, nested as the outputs (outer) and inputs (inner) are."""
    if strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode". '
                             'Hint: If your function has more outputs than inputs, "forward-mode" '
                             'tends to be more performant. Otherwise, prefer to use '
                             '"reverse-mode".')
    if strategy == "forward-mode":
        _check_forward_mode(create_graph, strict, vectorize)
        return _jacfwd(func, inputs)
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "jacobian")
        inputs = _preprocess(inputs, create_graph, need_graph=True)
        is_outputs_tuple, outputs = _outputs(func, inputs, "jacobian", strict)
        if vectorize:
            if strict:
                raise RuntimeError("tensorplay.autograd.functional.jacobian: `strict=True` and "
                                   "`vectorized=True` are not supported together. Please either "
                                   "set `strict=False` or `vectorize=False`.")
            jac = tuple(zip(*_jac_vectorized(outputs, inputs, create_graph)))
        else:
            jac = tuple(_jac_rows(i, out, inputs, create_graph, strict)
                        for i, out in enumerate(outputs))
        return _unpack(_postprocess(jac, create_graph), (is_outputs_tuple, is_inputs_tuple))


def _jac_rows(i: int, out, inputs: tuple, create_graph: bool, strict: bool) -> tuple:
    """The Jacobian of output `i` with respect to each input: one backward per element."""
    rows: tuple = tuple([] for _ in inputs)
    flat = out.reshape(-1)
    for k in range(out.nelement()):
        got = _autograd_grad((flat[k],), inputs, retain_graph=True, create_graph=create_graph)
        for j, (acc, g, inp) in enumerate(zip(rows, got, inputs)):
            if g is None:
                if strict:
                    raise RuntimeError(f"Output {i} of the user-provided function is independent "
                                       f"of input {j}. This is not allowed in strict mode.")
                g = _ops.zeros_like(inp)
            elif strict and create_graph and not g.requires_grad:
                raise RuntimeError(f"The jacobian of the user-provided function is independent of "
                                   f"input {i}. This is not allowed in strict mode when "
                                   "create_graph=True.")
            acc.append(g)
    return tuple(_ops.stack(acc, 0).view(*out.shape, *inp.shape) if acc
                 else _ops.zeros((*out.shape, *inp.shape), dtype=inp.dtype)
                 for acc, inp in zip(rows, inputs))


def hessian(func, inputs, create_graph: bool = False, strict: bool = False,
            vectorize: bool = False, outer_jacobian_strategy: str = "reverse-mode"):
    """The Hessian of a scalar function at `inputs`: the Jacobian of its gradient. For inputs
    i and j a tensor of shape `in_i.shape + in_j.shape`, nested as the inputs are (twice)."""
    is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hessian")
    if outer_jacobian_strategy not in ("forward-mode", "reverse-mode"):
        raise AssertionError('Expected strategy to be either "forward-mode" or "reverse-mode".')

    def single_output(*inp):
        out = func(*inp)
        is_out_tuple, t_out = _as_tuple(out, "outputs of the user-provided function", "hessian")
        _check_requires_grad(t_out, "outputs", strict)
        if is_out_tuple or not isinstance(out, Tensor):
            raise RuntimeError("The function given to hessian should return a single Tensor")
        if out.nelement() != 1:
            raise RuntimeError("The Tensor returned by the function given to hessian should "
                               "contain a single element")
        return out.squeeze()

    if outer_jacobian_strategy == "forward-mode":  # forward over reverse, by the transforms
        _check_forward_mode(create_graph, strict, vectorize)
        argnums = tuple(range(len(inputs)))
        h = jacfwd(jacrev(single_output, argnums), argnums)(*(i.detach() for i in inputs))
        return [list(row) for row in h] if is_inputs_tuple else h[0][0]

    def jac_func(*inp):
        jac = jacobian(single_output, inp, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
        return jac

    res = jacobian(jac_func, inputs, create_graph=create_graph, strict=strict,
                   vectorize=vectorize, strategy=outer_jacobian_strategy)
    return _unpack(res, (is_inputs_tuple, is_inputs_tuple))


# ---- vhp, hvp ----------------------------------------------------------------------------
def _scalar_outputs(func, inputs: tuple, fn: str, strict: bool) -> tuple:
    is_tuple, outputs = _outputs(func, inputs, fn, strict)
    if is_tuple or not isinstance(outputs[0], Tensor):
        raise RuntimeError(f"The function given to {fn} should return a single Tensor")
    if outputs[0].nelement() != 1:
        raise RuntimeError(f"The Tensor returned by the function given to {fn} should contain a "
                           "single element")
    return is_tuple, outputs


def vhp(func, inputs, v=None, create_graph: bool = False, strict: bool = False):
    """(func(*inputs), vᵀ H): the vector-Hessian product of a scalar function at `inputs`."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "vhp")
        inputs = _preprocess(inputs, create_graph, need_graph=True)
        v = _v_or_none(v, inputs, is_inputs_tuple, "vhp", create_graph,
                       "input to the user-provided function is")
        is_outputs_tuple, outputs = _scalar_outputs(func, inputs, "vhp", strict)
        jac = _autograd_grad(outputs, inputs, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _autograd_grad(jac, inputs, v, create_graph=create_graph)
        res = _fill_in_zeros(grads, inputs, strict, create_graph, "double_back")
    return (_unpack(_postprocess(outputs, create_graph), is_outputs_tuple),
            _unpack(_postprocess(res, create_graph), is_inputs_tuple))


def hvp(func, inputs, v=None, create_graph: bool = False, strict: bool = False):
    """(func(*inputs), H v): the Hessian-vector product of a scalar function at `inputs`, by
    the double-backward trick applied to the gradient."""
    with enable_grad():
        is_inputs_tuple, inputs = _as_tuple(inputs, "inputs", "hvp")
        inputs = _preprocess(inputs, create_graph, need_graph=True)
        v = _v_or_none(v, inputs, is_inputs_tuple, "hvp", create_graph,
                       "input to the user-provided function is")
        is_outputs_tuple, outputs = _scalar_outputs(func, inputs, "hvp", strict)
        jac = _autograd_grad(outputs, inputs, create_graph=True)
        _check_requires_grad(jac, "jacobian", strict)
        grad_jac = tuple(_ops.zeros_like(inp, requires_grad=True) for inp in inputs)
        double_back = _autograd_grad(jac, inputs, grad_jac, create_graph=True)
        _check_requires_grad(jac, "hessian", strict)
    with set_grad_enabled(True if create_graph else is_grad_enabled()):
        grads = _autograd_grad(double_back, grad_jac, v, create_graph=create_graph)
        res = _fill_in_zeros(grads, inputs, strict, create_graph, "double_back_trick")
    return (_unpack(_postprocess(outputs, create_graph), is_outputs_tuple),
            _unpack(_postprocess(res, create_graph), is_inputs_tuple))
