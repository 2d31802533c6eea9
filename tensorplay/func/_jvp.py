"""Forward mode as an interpreter: `jvp`, `linearize` (and `autograd.forward_ad`).

A `DualTensor` of a `JvpInterpreter` level carries a primal (`_inner`) and a
tangent (`_tangent`), both values one level down. A tensor that is not a dual of
this level has a *symbolic zero* tangent: `process` never materializes it unless
the op's rule is `auto_linear` (the op applied to the tangents, where a missing
tangent becomes zeros). If no argument has a tangent, the op simply runs below
and its result is returned unwrapped. A custom `autograd.Function`'s op brings its own rule
(`FunctionOp.jvp`): forward one level down, then the user's `jvp` on the ctx it filled.
"""

from __future__ import annotations

from ..core import optable as _ops
from ..core.tensor import Tensor
from ..dispatch.base import named_tuple
from ..dispatch.dispatcher import bind
from . import _inplace_views
from ._interpreter import Interpreter, WrappedTensor, unwrap
from ._pytree import check_tensor_leaves, tree_flatten, tree_unflatten

__all__ = ["DualTensor", "JvpInterpreter", "jvp", "linearize"]


class DualTensor(WrappedTensor):
    """A value at one jvp level: primal `_inner` and tangent `_tangent`."""

    def __init__(self, interp, primal: Tensor, tangent: Tensor):
        self._interp = interp
        self._inner = primal
        self._tangent = tangent
        self._version = [0]



class JvpInterpreter(Interpreter):
    transform_name = "jvp"
    payload = "_tangent"

    def __init__(self) -> None:
        super().__init__()
        self.on_wrap = None  # forward_ad registers created duals, to demote them on exit

    def process(self, op, args: tuple, params: dict):
        prim, tans, _ = self.unwrap(args)
        if op.outputs == "function":  # a custom autograd.Function: its rule runs forward too
            result, tangent = op.jvp(tuple(prim), tuple(tans), params)
            return self._wrap(op, result, tangent)
        diff = op.differentiable
        any_t = False
        for i, t in enumerate(tans):
            if t is not None:
                if diff[i]:
                    any_t = True
                else:  # no tangent flows into a non-differentiable argument
                    tans[i] = None
        prim = tuple(prim)
        result = bind(op, prim, params)
        if not any_t or op.outputs == "value":
            return result
        if op.view and tans[0] is not None:  # the view's tangent will be a view of the base's
            tans[0] = _inplace_views.own_tangent(self, args[0])
        if op.jvp_kind == "auto_linear":
            tangent = bind(op, _linear_args(prim, tans, diff), params)
        else:
            tangent = op.jvp(tuple(tans), *prim, result, **params)
        out = self._wrap(op, result, tangent)
        if op.view:
            _inplace_views.note_views(self, op, args, params, out)
        return out

    def _wrap(self, op, result, tangent):
        if op.outputs == "tensor":
            return self.make(result, tangent)
        if tangent is None:
            return result
        if op.outputs == "function":  # what forward returned: a tangent per tensor of a tuple
            if not isinstance(result, tuple):
                return self.make(result, tangent)
            touts = tangent if isinstance(tangent, tuple) else (tangent,)
            return tuple(self.make(o, t) if isinstance(o, Tensor) else o
                         for o, t in zip(result, touts))
        if isinstance(tangent, Tensor):
            # a jvp formula gives the tangent of the first output (max.dim's values); the
            # others (indices) have none
            tangent = (tangent,) + (None,) * (len(result) - 1)
        outs = [self.make(r, t) for r, t in zip(result, tangent, strict=True)]
        if op.outputs == "list":
            return outs
        return named_tuple(op, tuple(outs))

    def make(self, primal, tangent):
        if tangent is None or primal._np_dtype.kind not in "fV":
            return primal
        d = DualTensor(self, primal, tangent)
        if self.on_wrap is not None:
            self.on_wrap(d)
        return d

    def process_inplace(self, op, args: tuple, params: dict):
        """In-place on a dual of this level: the result (of self's shape, or PyTorch's refusal) is
        written into the primal and becomes the tangent; for a view of this level or a base with
        views, primal and tangent are both written through (_inplace_views)."""
        done = _inplace_views.level_inplace(
            self, op, args, params, DualTensor,
            "an in-place operation inside tensorplay.func.jvp would write a value with a tangent "
            "into a tensor created outside the transform: it would mutate a captured Tensor. Pass "
            "that tensor in as an input, or use the out-of-place op.", _inplace_views.jvp_inplace)
        if done is not None:
            return done
        self_arg = args[0]
        out = self.process(op, args, params)
        _inplace_views.check_result(op, self_arg, out)
        dual = getattr(out, "_interp", None) is self
        # the primal is written into self's own memory (the caller's tensor for an input), as
        # in torch.func; the tangent is replaced (it may be shared with another dual)
        self_arg._inner.copy_(out._inner if dual else out)
        tangent = out._tangent if dual else _ops.zeros_like(self_arg._inner)
        if tangent.dtype != self_arg._inner.dtype:
            tangent = tangent.to(self_arg._inner.dtype)
        self_arg._tangent = tangent
        self_arg.__dict__.pop("_owns_tangent", None)  # the new tangent may be shared
        self_arg._version[0] += 1
        return self_arg


def _linear_args(prim, tans, diff) -> tuple:
    """Arguments for re-running a linear op on the tangents: missing tangents are zeros
    (Python scalars in tensor positions become 0), non-differentiable args stay primal."""
    out = []
    for i, (p, t) in enumerate(zip(prim, tans)):
        if not diff[i] or p is None:
            out.append(p)
        elif isinstance(p, list | tuple):
            ts = t if t is not None else [None] * len(p)
            out.append(type(p)(_zero_if_none(x, y) for x, y in zip(p, ts)))
        else:
            out.append(_zero_if_none(p, t))
    return tuple(out)


def _zero_if_none(p, t):
    if t is not None:
        return t
    if isinstance(p, Tensor):
        return _ops.zeros_like(p)
    return type(p)(0) if isinstance(p, int | float | bool) else p


# ---- jvp / linearize ------------------------------------------------------------------------
def jvp(func, primals, tangents, *, strict: bool = False, has_aux: bool = False):
    """`(func(*primals), J @ tangents)` in one forward pass, as `torch.func.jvp`.

    `primals` and `tangents` are tuples with the same pytree structure and shapes.
    Outputs that do not depend on the primals get zero tangents. With
    `has_aux=True`, `func` returns `(output, aux)` and `jvp` returns
    `(output, jvp_out, aux)`.
    """
    if strict:
        raise RuntimeError("jvp(f, primals, tangents): strict=True is not supported (nor is it "
                           "in torch.func)")
    if not isinstance(primals, tuple):
        raise RuntimeError("jvp(f, primals, tangents): Expected primals to be a tuple. E.g. it "
                           "should be valid to call f(*primals).")
    if not isinstance(tangents, tuple):
        raise RuntimeError("jvp(f, primals, tangents): Expected tangents to be a tuple with the "
                           "same structure as primals.")
    flat_p, spec = tree_flatten(primals)
    flat_t, tspec = tree_flatten(tangents)
    if spec != tspec:
        raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to have the "
                           f"same python structure. Got primals with structure {spec!r} and "
                           f"tangents with structure {tspec!r}")
    for i, (p, t) in enumerate(zip(flat_p, flat_t)):
        if not isinstance(p, Tensor):
            raise RuntimeError("jvp(f, primals, tangents): Expected primals to only contain "
                               f"Tensors, got {type(p)} at leaf {i}")
        if not isinstance(t, Tensor):
            raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to be "
                               f"Tensors, got {type(p).__name__} and {type(t).__name__} at leaf {i}")
        if tuple(p.shape) != tuple(t.shape):
            raise RuntimeError("jvp(f, primals, tangents): Expected primals and tangents to have "
                               f"the same shape; got primal of shape {list(p.shape)} and tangent "
                               f"of shape {list(t.shape)} at leaf {i}")
        if p._np_dtype.kind not in "fV":
            raise RuntimeError("jvp(f, primals, tangents): only floating point primals have "
                               f"tangents, got dtype {p.dtype} at leaf {i}")
    interp = JvpInterpreter()
    with interp:
        duals = [DualTensor(interp, p, t) for p, t in zip(flat_p, flat_t)]
        output = func(*tree_unflatten(duals, spec))
    aux = None
    if has_aux:
        if not (isinstance(output, tuple) and len(output) == 2):
            raise RuntimeError("jvp(f, primals, tangents): output of function f should be a "
                               "tuple: (output, aux) if has_aux is True")
        output, aux = output
        check_tensor_leaves(aux, "jvp(f, primals, tangents): aux")
        flat_a, aspec = tree_flatten(aux)
        aux = tree_unflatten([unwrap(a, interp) for a in flat_a], aspec)
    flat_o, ospec = tree_flatten(output)
    if not flat_o:  # torch.func.jvp's check (unbind of an empty dim returns ())
        raise RuntimeError("jvp(f, primals, tangents): Expected f to be a function that has "
                           "non-empty output (got output = [])")
    outs, touts = [], []
    for o in flat_o:
        if not isinstance(o, Tensor):
            raise RuntimeError("jvp(f, primals, tangents): Expected f(*primals) to return only "
                               f"tensors, got {type(o).__name__}")
        if getattr(o, "_interp", None) is interp:
            outs.append(o._inner)
            touts.append(o._tangent)
        else:
            outs.append(o)
            touts.append(_ops.zeros_like(o))
    result = (tree_unflatten(outs, ospec), tree_unflatten(touts, ospec))
    return (*result, aux) if has_aux else result


def linearize(func, *primals):
    """`(func(*primals), jvp_fn)` where `jvp_fn(*tangents)` is the JVP at `primals`.

    Unlike torch.func.linearize (which traces the linear part once), `jvp_fn` re-runs
    `jvp(func, primals, tangents)` on every call: same results, the cost of a forward
    pass each time. The output is computed once, up front.
    """
    spec = tree_flatten(primals)[1]
    output = func(*primals)

    def jvp_fn(*tangents):
        tspec = tree_flatten(tangents)[1]
        if tspec != spec:
            raise RuntimeError("linearize: jvp_fn(*tangents): expected tangents with the same "
                               f"structure as the primals {spec!r}, got {tspec!r}")
        return jvp(func, primals, tangents)[1]

    return output, jvp_fn
