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

from .. import _generated
from .._tensor import Tensor
from . import forward_ad as fwAD
from .engine import grad as _grad
from .grad_mode import enable_grad, is_grad_enabled, set_grad_enabled

__all__ = ["hessian", "hvp", "jacobian", "jvp", "vhp", "vjp"]

_ops = _generated.ops


# ---- structure: a tensor or a tuple of tensors ----------------------------------------------
def _as_tuple(inp, arg_name: str | None = None, fn_name: str | None = None) -> tuple:
    """(was it a tuple, the tuple); with names, check that every element is a tensor."""
    if arg_name is None:
        return inp if isinstance(inp, tuple) else tuple(inp) if isinstance(inp, list) else (inp,)
    is_tuple = isinstance(inp, tuple)
    inp = inp if is_tuple else (inp,)
    for i, el in enumerate(inp):
        if not isinstance(el, Tensor):
            where = f"the value at index {i} has type" if is_tuple else f"the given {arg_name} has type"
            raise TypeError(f"The {arg_name} given to {fn_name} must be either a Tensor or a tuple "
                            f"of Tensors but {where} {type(el)}.")
    return is_tuple, inp


def _unpack(res, to_unpack):
    """Undo `_as_tuple` on a result: `to_unpack` is one flag, or (outputs flag, inputs flag)."""
    if isinstance(to_unpack, tuple):
        if not to_unpack[1]:
            res = tuple(el[0] for el in res)
        if not to_unpack[0]:
            res = res[0]
    elif not to_unpack:
        res = res[0]
    return res


def _preprocess(inputs: tuple, create_graph: bool, need_graph: bool) -> tuple:
    """Fresh tensor objects for the function to run on: differentiable views of the inputs
    when the graph must reach back to them (create_graph), else detached leaves."""
    return tuple(inp.view_as(inp) if create_graph and inp.requires_grad
                 else inp.detach().requires_grad_(need_graph) for inp in inputs)


def _postprocess(res: tuple, create_graph: bool) -> tuple:
    if isinstance(res[0], Tensor):
        return res if create_graph else tuple(r.detach() for r in res)
    return tuple(_postprocess(r, create_graph) for r in res)


def _validate_v(v: tuple, other: tuple, is_other_tuple: bool) -> None:
    if len(other) != len(v):
        if is_other_tuple:
            raise RuntimeError(f"v is a tuple of invalid length: should be {len(other)} but got "
                               f"{len(v)}.")
        raise RuntimeError("The given v should contain a single Tensor.")
    for idx, (el_v, el_other) in enumerate(zip(v, other)):
        if el_v.size() != el_other.size():
            prepend = f"Entry {idx} in " if is_other_tuple else ""
            raise RuntimeError(f"{prepend}v has invalid size: should be {el_other.size()} but got "
                               f"{el_v.size()}.")


_STRICT = {
    "outputs": "Output {i} of the user-provided function does not require gradients. The outputs "
               "must be computed in a differentiable manner from the input when running in "
               "strict mode.",
    "grad_inputs": "The gradient with respect to input {i} is independent of the inputs of the "
                   "user-provided function. This is not allowed in strict mode.",
    "jacobian": "While computing the hessian, found that the jacobian of the user-provided "
                "function with respect to input {i} is independent of the input. This is not "
                "allowed in strict mode. You should ensure that your function is twice "
                "differentiable and that the jacobian depends on the inputs (this would be "
                "violated by a linear function for example).",
    "hessian": "The hessian of the user-provided function with respect to input {i} is "
               "independent of the input. This is not allowed in strict mode. You should ensure "
               "that your function is thrice differentiable and that the hessian depends on the "
               "inputs.",
}


def _check_requires_grad(tensors: tuple, kind: str, strict: bool) -> None:
    if not strict:
        return
    for i, t in enumerate(tensors):
        if t is None:
            raise RuntimeError(f"The output of the user-provided function is independent of "
                               f"input {i}. This is not allowed in strict mode.")
        if not t.requires_grad:
            raise RuntimeError(_STRICT[kind].format(i=i))


def _autograd_grad(outputs: tuple, inputs: tuple, grad_outputs=None, create_graph: bool = False,
                   retain_graph: bool | None = None) -> tuple:
    """`tp.autograd.grad` that skips outputs that do not require grad (None for every input
    when none does) and returns None for inputs that were not used."""
    grad_outputs = (None,) * len(outputs) if grad_outputs is None else grad_outputs
    pairs = [(o, g) for o, g in zip(outputs, grad_outputs) if o is not None and o.requires_grad]
    if not pairs:
        return (None,) * len(inputs)
    outs, gos = zip(*pairs)
    return _grad(list(outs), list(inputs), list(gos) if any(g is not None for g in gos) else None,
                 allow_unused=True, create_graph=create_graph, retain_graph=retain_graph)


_FILL = {
    "back": "The output of the user-provided function is independent of input {i}. This is not "
            "allowed in strict mode.",
    "back_trick": "The gradient with respect to the input is independent of entry {i} in the "
                  "grad_outputs when using the double backward trick to compute forward mode "
                  "gradients. This is not allowed in strict mode.",
    "double_back": "The jacobian of the user-provided function is independent of input {i}. This "
                   "is not allowed in strict mode.",
    "double_back_trick": "The hessian of the user-provided function is independent of entry {i} "
                         "in the grad_jacobian. This is not allowed in strict mode as it prevents "
                         "from using the double backward trick to replace forward mode AD.",
}


def _fill_in_zeros(grads: tuple, refs: tuple, strict: bool, create_graph: bool,
                   stage: str) -> tuple:
    """Replace a None gradient by zeros of its reference's shape (or raise, when strict)."""
    res = []
    for i, g in enumerate(grads):
        if g is None:
            if strict:
                raise RuntimeError(_FILL[stage].format(i=i))
            g = _ops.zeros_like(refs[i])
        elif strict and create_graph and not g.requires_grad:
            what = "hessian" if "double" in stage else "jacobian"
            raise RuntimeError(f"The {what} of the user-provided function is independent of "
                               f"input {i}. This is not allowed in strict mode when "
                               "create_graph=True.")
        res.append(g)
    return tuple(res)


def _v_or_none(v, against: tuple, is_tuple: bool, fn: str, create_graph: bool, what: str):
    if v is not None:
        _, v = _as_tuple(v, "v", fn)
        v = _preprocess(v, create_graph=create_graph, need_graph=False)
        _validate_v(v, against, is_tuple)
        return v
    if len(against) != 1 or against[0].nelement() != 1:
        raise RuntimeError(f"The vector v can only be None if the {what} a single Tensor with a "
                           "single element.")
    return None


def _outputs(func, inputs: tuple, fn: str, strict: bool) -> tuple:
    is_tuple, outputs = _as_tuple(func(*inputs), "outputs of the user-provided function", fn)
    _check_requires_grad(outputs, "outputs", strict)
    return is_tuple, outputs


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
    from ..func import vmap

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
    from ..func import vmap

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
        from ..func import jacfwd, jacrev

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
