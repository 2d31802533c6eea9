"""Helpers for tests that run one module on tensorplay and on torch with identical weights."""

from __future__ import annotations

import numpy as np

import tensorplay as tp


def to_np(t):
    return None if t is None else t.detach().numpy()


def copy_weights(tp_module, torch_module) -> None:
    """Load the torch module's state dict into the tensorplay module (names must match)."""
    tp_module.load_state_dict({k: tp.tensor(v.detach().numpy().copy())
                               for k, v in torch_module.state_dict().items()})


def pair(tp_cls_path: str, torch, *args, **kwargs):
    """(tensorplay module, torch module) of the class at `tp_cls_path` (e.g. "nn.LSTM"),
    both float64, tensorplay's weights copied from torch's."""
    def get(root):
        for part in tp_cls_path.split("."):
            root = getattr(root, part)
        return root
    theirs = get(torch)(*args, **kwargs).double()
    ours = get(tp)(*args, **kwargs).double()
    copy_weights(ours, theirs)
    return ours, theirs


def flat_outputs(out) -> list:
    """Tensors of a (nested) tuple output, in order."""
    if isinstance(out, (tuple, list)):
        return [t for o in out for t in flat_outputs(o)]
    return [] if out is None else [out]


def assert_same_forward_backward(ours, theirs, torch, inputs: list[np.ndarray], *,
                                 kwargs_np: dict | None = None, grad_inputs=True, rtol=1e-9,
                                 atol=1e-10, call=None, seed: int = 0):
    """Run both modules on the same float64 inputs (and keyword tensors), compare every output,
    then backpropagate the same random cotangents and compare the gradients of the inputs and
    of every parameter by name."""
    kwargs_np = kwargs_np or {}
    call = call or (lambda m, *a, **k: m(*a, **k))

    def run(M, module):
        xs = [None if a is None else M.tensor(a, requires_grad=grad_inputs and a.dtype.kind == "f")
              for a in inputs]
        kw = {k: (M.tensor(v) if isinstance(v, np.ndarray) else v) for k, v in kwargs_np.items()}
        outs = flat_outputs(call(module, *xs, **kw))
        rng = np.random.default_rng(seed)
        total = None
        for o in outs:
            if o.dtype.is_floating_point and o.requires_grad:
                term = (o * M.tensor(rng.standard_normal(tuple(o.shape)))).sum()
                total = term if total is None else total + term
        if total is not None:
            total.backward()
        grads = [to_np(x.grad) if x is not None and x.requires_grad else None for x in xs]
        pgrads = {n: to_np(p.grad) for n, p in module.named_parameters()}
        return [to_np(o) for o in outs], grads, pgrads

    (o1, g1, p1), (o2, g2, p2) = run(tp, ours), run(torch, theirs)
    assert len(o1) == len(o2)
    for a, b in zip(o1, o2):
        assert a.shape == b.shape
        np.testing.assert_allclose(a, b, rtol=rtol, atol=atol)
    for a, b in zip(g1, g2):
        if b is None:
            assert a is None
        else:
            np.testing.assert_allclose(a, b, rtol=rtol, atol=atol)
    assert list(p1) == list(p2)
    for name in p2:
        if p2[name] is None:
            assert p1[name] is None, name
        else:
            np.testing.assert_allclose(p1[name], p2[name], rtol=rtol, atol=atol, err_msg=name)
