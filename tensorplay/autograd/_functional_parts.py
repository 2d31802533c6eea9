"""The plumbing of `tensorplay.autograd.functional`: inputs and results as a tensor or a tuple
of tensors (torch.autograd.functional's conventions), fresh leaves to differentiate, and
`autograd.grad` with the zeros (or the strict-mode errors) for outputs that do not depend on
an input."""

from __future__ import annotations

from ..core import optable as _ops
from ..core.tensor import Tensor
from .engine import grad as _grad


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
