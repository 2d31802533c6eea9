"""The autograd engine: walk the graph from the outputs back to the leaves.

Iterative (no recursion), so a chain of 100 000 ops is fine. First count, for
every node reachable from the roots, how many edges lead into it; then run a
node once all of its incoming gradients have arrived, summing gradients that
reach the same output of a node.
"""

from __future__ import annotations

import sys

import numpy as np

from ..core import tensor as _tensor
from . import anomaly_mode, grad_mode
from .graph import _RELEASED, GRAD_LOCK, AccumulateGrad, edge


def _filled_like(t, value: float):
    """A base tensor of `t`'s shape and dtype filled with `value` (what `tp.ones_like(t)` /
    `tp.zeros_like(t)` make for a base tensor, without a trip through the op layer)."""
    return _tensor.Tensor._make(np.full_like(t._data, value))


def _collect(roots: list) -> dict:
    """Number of incoming edges per node reachable from the root nodes."""
    deps: dict = {}
    stack = []
    for node, _ in roots:
        if node is not None and node not in deps:
            deps[node] = 0
            stack.append(node)
    while stack:
        node = stack.pop()
        for nxt, _ in node.next_functions:
            if nxt is None:
                continue
            if nxt in deps:
                deps[nxt] += 1
            else:
                deps[nxt] = 1
                stack.append(nxt)
    return deps


def _accumulate(buffer: list, nr: int, grad) -> None:
    old = buffer[nr]
    buffer[nr] = grad if old is None else old + grad


def run(roots: list, grads: list, *, retain_graph: bool, create_graph: bool,
        capture: list | None = None) -> list | None:
    """Backpropagate `grads` from the root edges.

    With `capture` (a list of edges), return the gradient arriving at each of
    them and leave `.grad` alone (`autograd.grad`); otherwise accumulate into
    the leaves' `.grad` (`backward`).
    """
    deps = _collect(roots)
    for node in deps:
        if node._released:
            raise RuntimeError(_RELEASED)
    buffers: dict = {}
    for (node, nr), g in zip(roots, grads):
        if node is not None:
            buf = buffers.setdefault(node, [None] * node.num_outputs)
            _accumulate(buf, nr, g)
    captured = None
    wanted: dict = {}
    if capture is not None:
        captured = [None] * len(capture)
        for i, e in enumerate(capture):
            wanted.setdefault(e, []).append(i)
    ready = [n for n in buffers if deps[n] == 0]
    # anomaly mode (read once per pass): each node's backward runs guarded — the forward
    # traceback on an error, a NaN check of its results (autograd/anomaly_mode.py)
    guarded = anomaly_mode.guarded_apply if anomaly_mode.state.enabled else None
    with grad_mode.set_grad_enabled(create_graph):
        while ready:
            node = ready.pop()
            buf = buffers.pop(node, None)
            if buf is None:
                buf = [None] * node.num_outputs
            if node._prehooks:
                _run_prehooks(node, buf)
            if captured is not None:
                for nr, g in enumerate(buf):
                    for i in wanted.get((node, nr), ()):
                        captured[i] = g
            if type(node) is AccumulateGrad:
                if captured is None:
                    _accumulate_leaf(node, buf[0], create_graph)
                continue
            if buf[0] is None and (len(buf) == 1 or all(g is None for g in buf)):
                in_grads = (None,) * len(node.next_functions)
            elif guarded is None:
                in_grads = node.apply(buf)
            else:
                in_grads = guarded(node, buf)
            if node._posthooks:
                for hook in node._posthooks:
                    hook(in_grads, tuple(buf))
            if not retain_graph:
                node.release()
            for (nxt, nr), g in zip(node.next_functions, in_grads):
                if nxt is None:
                    continue
                if g is not None:
                    nbuf = buffers.get(nxt)
                    if nbuf is None:
                        if nxt.num_outputs == 1:
                            buffers[nxt] = [g]
                        else:
                            nbuf = buffers[nxt] = [None] * nxt.num_outputs
                            nbuf[nr] = g
                    else:
                        old = nbuf[nr]
                        nbuf[nr] = g if old is None else old + g
                left = deps[nxt] - 1
                deps[nxt] = left
                if not left:
                    ready.append(nxt)
            in_grads = g = None  # a leaf adopts only a gradient that nothing but its buffer holds
    return captured


def _run_prehooks(node, buf: list) -> None:
    """Tensor hooks of the node's outputs, each called once the node runs — with None for an
    output no gradient reached (a sibling of the one used), which a hook may not replace."""
    for nr, hooks in node._prehooks.items():
        for hook in list(hooks):
            out = hook(buf[nr])
            if out is not None:
                if buf[nr] is None:
                    raise RuntimeError("can't replace a None gradient with a non-None value")
                buf[nr] = _checked_replacement(hook, buf[nr], out)


def _checked_replacement(hook, grad, out):
    """A hook's replacement for `grad`: a tensor of the same shape and dtype, as PyTorch
    demands (a hook cannot turn a (3,) gradient into a 0-d one or into float64)."""
    if not isinstance(out, _tensor.Tensor):
        raise TypeError(f"expected Tensor, but hook returned '{type(out).__name__}'")
    name = getattr(hook, "__name__", type(hook).__name__)
    if tuple(out.shape) != tuple(grad.shape):
        raise RuntimeError(f"hook '{name}' has changed the size of value (was {list(grad.shape)}, "
                           f"got {list(out.shape)})")
    if out.dtype != grad.dtype:
        raise RuntimeError(f"hook '{name}' has changed the type of value (was {grad.dtype}, "
                           f"got {out.dtype})")
    return out


def _accumulate_leaf(node: AccumulateGrad, grad, create_graph: bool) -> None:
    tensor = node.variable
    if tensor is None or grad is None:
        return
    if grad._np_dtype != tensor._np_dtype:  # as PyTorch: a gradient takes its input's dtype
        grad = grad.to(tensor.dtype)
    for hook in list(node.hooks):
        out = hook(grad)
        if out is not None:
            grad = _checked_replacement(hook, grad, out)
    with GRAD_LOCK:
        if tensor.grad is None and not create_graph and grad._interp is None:
            # Never alias a gradient anyone else may hold (later accumulation bumps its
            # version): adopt the array only when the engine holds the only reference to it.
            data = grad._data
            if not _adoptable(grad, data):
                data = data.copy()
            tensor.grad = _tensor.Tensor._make(data)
            return
        if not create_graph:
            grad = grad.detach()
        if tensor.grad is None:
            tensor.grad = grad.clone() if not create_graph else grad
        elif create_graph:
            tensor.grad = tensor.grad + grad
        else:
            tensor.grad._data = tensor.grad._data + grad._data
            tensor.grad._version[0] += 1


# While `_adoptable` runs, a gradient that only the engine holds has four references (the
# node's buffer, `_accumulate_leaf`'s and `_adoptable`'s arguments, getrefcount's own) and its
# array four (the tensor, the two functions' `data`, getrefcount's own). Any other holder (the
# caller's variable, a hook, a second buffer, another tensor on the same array) adds one.
# CPython 3.14 may borrow stack references (getrefcount can then undercount), so there the
# engine always copies. tests/autograd/test_engine.py checks both directions.
_ENGINE_REFS = 4
_ARRAY_REFS = 4
_COUNTS_EXACT = sys.implementation.name == "cpython" and sys.version_info < (3, 14)


def _adoptable(grad, data) -> bool:
    """May the leaf take `grad`'s array as its .grad without a copy? Only a temporary that
    owns its memory: no other tensor, view or user variable can see it (PyTorch steals the
    gradient under a similar reference-count rule). Saves one full pass over the gradient."""
    return (_COUNTS_EXACT and data.base is None and data.flags.writeable
            and type(grad) is _tensor.Tensor
            and sys.getrefcount(grad) <= _ENGINE_REFS and sys.getrefcount(data) <= _ARRAY_REFS)


def _as_list(x) -> list:
    if x is None:
        return []
    if isinstance(x, _tensor.Tensor):
        return [x]
    return list(x)


def _root_grads(outputs: list, grad_outputs: list | None) -> list:
    if grad_outputs is None or len(grad_outputs) == 0:
        grad_outputs = [None] * len(outputs)
    if len(grad_outputs) != len(outputs):
        raise RuntimeError(f"grad_outputs has {len(grad_outputs)} tensors but outputs has {len(outputs)}")
    grads = []
    for i, (out, g) in enumerate(zip(outputs, grad_outputs)):
        if g is None:
            if out.numel() != 1:
                raise RuntimeError("grad can be implicitly created only for scalar outputs "
                                   f"(got an output of shape {list(out.shape)})")
            g = _filled_like(out, 1)
        else:
            if not isinstance(g, _tensor.Tensor):
                raise TypeError(f"gradients can be either Tensors or None, but got {type(g).__name__}")
            if tuple(g.shape) != tuple(out.shape):
                raise RuntimeError(f"Mismatch in shape: grad_output[{i}] has a shape of "
                                   f"{list(g.shape)} and output[{i}] has a shape of "
                                   f"{list(out.shape)}.")
            if g.dtype != out.dtype:  # as PyTorch: the gradient takes the output's dtype
                g = g.to(out.dtype)
        grads.append(g)
    return grads


def _check_outputs(outputs: list) -> None:
    for out in outputs:
        if out._interp is not None:
            raise RuntimeError(
                "backward() / autograd.grad() was called on a value inside a tensorplay.func "
                "transform. Inside grad/vmap/jvp, compute gradients with tensorplay.func.grad or "
                "tensorplay.func.vjp instead.")
        if not out._requires_grad:
            raise RuntimeError("element 0 of tensors does not require grad and does not have a grad_fn")


def backward(tensors, grad_tensors=None, retain_graph=None, create_graph=False, inputs=None) -> None:
    """`tp.autograd.backward`: accumulate gradients of `tensors` into the leaves."""
    outputs = _as_list(tensors)
    _check_outputs(outputs)
    grads = _root_grads(outputs, _as_list(grad_tensors) if grad_tensors is not None else None)
    if retain_graph is None:
        retain_graph = create_graph
    roots = [edge(o) for o in outputs]
    if inputs is not None:
        inputs = _as_list(inputs)
        got = run(roots, grads, retain_graph=retain_graph, create_graph=create_graph,
                  capture=[edge(i) for i in inputs])
        for t, g in zip(inputs, got):
            if g is not None:
                with GRAD_LOCK:
                    t.grad = g if t.grad is None else t.grad + g
        return
    run(roots, grads, retain_graph=retain_graph, create_graph=create_graph)


def grad(outputs, inputs, grad_outputs=None, retain_graph=None, create_graph=False,
         allow_unused=None, is_grads_batched=False, materialize_grads=False) -> tuple:
    """`tp.autograd.grad`: gradients of `outputs` w.r.t. `inputs`, returned as a tuple."""
    outputs = _as_list(outputs)
    inputs = _as_list(inputs)
    _check_outputs(outputs)
    for i, t in enumerate(inputs):
        if not t._requires_grad:
            raise RuntimeError(f"One of the differentiated Tensors (input {i}) does not require grad")
    grads = _root_grads(outputs, _as_list(grad_outputs) if grad_outputs is not None else None)
    if retain_graph is None:
        retain_graph = create_graph
    got = run([edge(o) for o in outputs], grads, retain_graph=retain_graph,
              create_graph=create_graph, capture=[edge(i) for i in inputs])
    result = []
    for i, (t, g) in enumerate(zip(inputs, got)):
        if g is None:
            if materialize_grads:
                g = _filled_like(t, 0)
            elif not allow_unused:
                raise RuntimeError(f"One of the differentiated Tensors (input {i}) appears to not "
                                   "have been used in the graph. Set allow_unused=True if this is "
                                   "the desired behavior.")
        elif g._np_dtype != t._np_dtype:  # as PyTorch: a gradient takes its input's dtype
            g = g.to(t.dtype)
        result.append(g)
    return tuple(result)


# ---- Tensor.backward: where a learner enters the engine ---------------------------------
# `Tensor` lives in tensorplay/core/, which imports nothing above it; autograd installs the
# methods that start the engine (here) or hook into the graph (graph.py) when it loads.
def _tensor_backward(self, gradient=None, retain_graph: bool | None = None,
                     create_graph: bool = False, inputs=None) -> None:
    """Accumulate d(self)/d(leaf) into the `.grad` of every leaf that requires grad."""
    backward([self], None if gradient is None else [gradient], retain_graph, create_graph, inputs)


_tensor_backward.__name__ = _tensor_backward.__qualname__ = "backward"
_tensor.Tensor.backward = _tensor_backward
