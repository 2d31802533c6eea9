"""The backward of a fused composite op, shared by the generated family modules.

A composite with `fused:` and a backward runs one kernel and records one node outside every
transform (with the kernel alone it never records: a recording call runs the body). Its
node's backward is the op's `fused_backward:` kernel on the arrays (`arrays_backward`), or,
where no such kernel applies, the composite's body run again on the saved inputs and
differentiated (`through_body`, `body_backward`): the body's ops give the gradient, as they
do under the transforms, so nothing about the op's math is written here.
"""

from __future__ import annotations

from ..autograd import enable_grad as _enable_grad
from ..autograd import grad as _autograd_grad
from ..autograd import is_grad_enabled as _is_grad_enabled
from ..backends import c as _c


def through_body(body, args: dict, tensors: tuple, grads, needs) -> tuple:
    """The gradient of a fused composite where its C backward does not apply: the body run
    again on the saved inputs and differentiated. With grad mode on (create_graph) the
    inputs themselves are used, so the gradient can be differentiated again. A body of
    several outputs is differentiated through those that have a gradient."""
    if all(g is None for g in grads):
        return (None,) * len(tensors)
    create = _is_grad_enabled()
    inputs, wanted = dict(args), []
    for name, need in zip(tensors, needs):
        t = args[name]
        if need and t is not None:
            inputs[name] = t if create and t.requires_grad else t.detach().requires_grad_()
            wanted.append(inputs[name])
    with _enable_grad():
        out = body(**inputs)
    if isinstance(out, tuple):
        out, grads = zip(*[(o, g) for o, g in zip(out, grads) if g is not None])
    got = iter(_autograd_grad(out, wanted, grads if isinstance(out, tuple) else grads[0],
                              create_graph=create, allow_unused=True))
    return tuple(next(got) if need and args[name] is not None else None
                 for name, need in zip(tensors, needs))


def body_backward(body, tensors: tuple, grads, needs, shapes, result=None, **args) -> tuple:
    """The backward of a `fused: {kernel, fused_backward}` node where its NumPy backward
    declines (create_graph): the body differentiated again."""
    return through_body(body, args, tensors, grads, needs)


def arrays_backward(kernel, grads, needs, shapes, **saved):
    """A `fused: fused_backward:` kernel on the arrays of the saved inputs and results."""
    data = {k: tuple(r._data for r in v) if k == "result" and isinstance(v, tuple)
            else getattr(v, "_data", v) for k, v in saved.items()}
    out = kernel([None if g is None else g._data for g in grads], needs, shapes, **data)
    return None if out is None else tuple(None if a is None else _c.tensor(a) for a in out)
