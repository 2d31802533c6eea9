"""Check analytic gradients against central finite differences (float64).

`gradcheck(f, inputs)` compares, element by element, the Jacobian that
backward computes with (f(x + eps) - f(x - eps)) / 2 eps. `gradgradcheck`
does the same for the gradient function itself (second derivatives).
"""

from __future__ import annotations

import numpy as np

from ..core import optable as ops
from ..core.tensor import Tensor
from . import grad_mode
from .engine import grad as autograd_grad


class GradcheckError(RuntimeError):
    """Raised by gradcheck when analytic and numerical gradients disagree."""


def _tensors(x) -> list:
    if isinstance(x, Tensor):
        return [x]
    if isinstance(x, list | tuple):
        return [t for t in x if isinstance(t, Tensor)]
    return []


def _outputs(func, inputs) -> list:
    out = func(*inputs)
    return [o for o in _tensors(out) if o.is_floating_point()]


def _numeric(func, inputs: tuple, wrt: list, eps: float, n_out: list) -> list:
    """numeric[k][i] = d out_k / d input_i, each an (out.numel, in.numel) matrix."""
    jac = [[np.zeros((n, t.numel())) for t in wrt] for n in n_out]
    with grad_mode.no_grad():
        for i, t in enumerate(wrt):
            base = t._data
            for j in range(base.size):
                cols = []
                for sign in (1.0, -1.0):
                    data = base.copy()
                    data.reshape(-1)[j] += sign * eps
                    pert = Tensor._make(data)
                    args = tuple(pert if a is t else a for a in inputs)
                    cols.append([o._data.astype(np.float64).reshape(-1) for o in _outputs(func, args)])
                for k in range(len(n_out)):
                    jac[k][i][:, j] = (cols[0][k] - cols[1][k]) / (2 * eps)
    return jac


def _analytic(outputs: list, wrt: list) -> list:
    jac = [[np.zeros((o.numel(), t.numel())) for t in wrt] for o in outputs]
    for k, o in enumerate(outputs):
        if not o.requires_grad:
            continue
        for r in range(o.numel()):
            seed = np.zeros(o.numel(), dtype=o._data.dtype)
            seed[r] = 1.0
            grads = autograd_grad([o], wrt, [Tensor._make(seed.reshape(o._data.shape))],
                                  retain_graph=True, allow_unused=True)
            for i, g in enumerate(grads):
                if g is not None:
                    if tuple(g.shape) != tuple(wrt[i].shape):
                        raise GradcheckError(f"gradient for input {i} has shape {list(g.shape)}, "
                                             f"expected {list(wrt[i].shape)}")
                    jac[k][i][r, :] = g._data.reshape(-1)
    return jac


def gradcheck(func, inputs, *, eps: float = 1e-6, atol: float = 1e-5, rtol: float = 1e-3,
              raise_exception: bool = True, **_ignored) -> bool:
    """True when backward agrees with finite differences for every input that requires grad."""
    inputs = tuple(inputs) if isinstance(inputs, list | tuple) else (inputs,)
    wrt = [t for t in _tensors(inputs) if t.requires_grad]
    for i, t in enumerate(wrt):
        if t.dtype.name != "float64":
            import warnings

            warnings.warn(f"gradcheck input {i} is {t.dtype.name}, not float64: finite "
                          "differences will be inaccurate", stacklevel=2)
    with grad_mode.enable_grad():
        outputs = _outputs(func, inputs)
    analytic = _analytic(outputs, wrt)
    numeric = _numeric(func, inputs, wrt, eps, [o.numel() for o in outputs])
    for k in range(len(outputs)):
        for i in range(len(wrt)):
            a, n = analytic[k][i], numeric[k][i]
            bad = np.abs(a - n) > atol + rtol * np.abs(n)
            if bad.any():
                r, c = np.argwhere(bad)[0]
                msg = (f"Jacobian mismatch for output {k} with respect to input {i}: element "
                       f"(output {r}, input {c}) analytic {a[r, c].item()!r} vs numerical {n[r, c].item()!r} "
                       f"({int(bad.sum())} of {bad.size} elements differ)")
                if raise_exception:
                    raise GradcheckError(msg)
                return False
    return True


def gradgradcheck(func, inputs, grad_outputs=None, *, eps: float = 1e-6, atol: float = 1e-5,
                  rtol: float = 1e-3, raise_exception: bool = True, **_ignored) -> bool:
    """gradcheck of the function that maps (inputs, grad_outputs) to the input gradients."""
    inputs = tuple(inputs) if isinstance(inputs, list | tuple) else (inputs,)
    wrt_pos = [i for i, t in enumerate(inputs) if isinstance(t, Tensor) and t.requires_grad]
    with grad_mode.enable_grad():
        outputs = [o for o in _outputs(func, inputs) if o.requires_grad]
    if grad_outputs is None:
        rng = np.random.default_rng(0)
        grad_outputs = [Tensor._make(rng.standard_normal(o._data.shape).astype(o._data.dtype))
                        .requires_grad_() for o in outputs]
    n_in = len(inputs)

    def first_order(*args):
        xs, gos = list(args[:n_in]), args[n_in:]
        for i in wrt_pos:
            if not xs[i].requires_grad:  # a finite-difference probe: differentiate it afresh
                xs[i] = xs[i].detach().requires_grad_()
        wrt = [xs[i] for i in wrt_pos]
        with grad_mode.enable_grad():
            outs = [o for o in _outputs(func, xs) if o.requires_grad]
            grads = autograd_grad(outs, wrt, list(gos), create_graph=True, allow_unused=True)
        return tuple(g if g is not None else ops.zeros_like(w) for g, w in zip(grads, wrt))

    return gradcheck(first_order, (*inputs, *grad_outputs), eps=eps, atol=atol, rtol=rtol,
                     raise_exception=raise_exception)
