"""In-place on a view of a tensor with history: rebase the base, as PyTorch does.

`y = x * 2; v = y[1:]; v.mul_(3)` changes part of `y`'s memory, so `y`'s history
must change too. The in-place op runs on a snapshot of the view (its node `fn`
saves the old values); then the base gets a new grad_fn, `CopySlices`, which
routes the base's gradient: the view's region goes through `fn`'s backward, the
rest passes around it, and both continue into the base's old history.

Every view of the base (`v` itself, and views made earlier, like `w = y[:2]`)
then gets a regenerated grad_fn, `AsStridedBackward0`, that reads its region out
of the base's gradient — so it sees the new history. Views are found through a
registry on the base (weak references, filled when a view op makes a view).

Regions are flat positions: for each element of the view, its index in the base
flattened in C order (computed from the two arrays' memory addresses).
"""

from __future__ import annotations

import weakref

import numpy as np

from ..core import optable as ops
from . import anomaly_mode
from .graph import Node, edge


# ---- geometry ---------------------------------------------------------------------------------
def _offsets(a: np.ndarray) -> np.ndarray:
    """Element offset (in items, from the first element's address) of each element of `a`."""
    out = np.zeros(a.shape, dtype=np.int64)
    for d, (n, st) in enumerate(zip(a.shape, a.strides)):
        shape = [1] * a.ndim
        shape[d] = n
        out = out + (np.arange(n, dtype=np.int64) * (st // a.itemsize)).reshape(shape)
    return out


def _address(a: np.ndarray) -> int:
    return a.__array_interface__["data"][0]


def positions(base: np.ndarray, view: np.ndarray) -> np.ndarray:
    """For each element of `view` (an array into `base`'s memory), its flat C-order index in base."""
    start = (_address(view) - _address(base)) // base.itemsize
    offs = _offsets(view) + start
    if base.flags.c_contiguous:
        return offs
    flat = _offsets(base).reshape(-1)  # a base laid out in any order: look the addresses up
    order = np.argsort(flat, kind="stable")
    return order[np.searchsorted(flat[order], offs)]


def region(view) -> np.ndarray:
    """The flat positions of a view tensor in its base (cached: a view's layout never changes)."""
    idx = view.__dict__.get("_region")
    if idx is None or idx.shape != view._data.shape:
        idx = view._region = positions(view._base._data, view._data)
    return idx


# ---- the registry of a base's views -------------------------------------------------------------
def register(base, view) -> None:
    """Remember `view` (weakly) on its base, so that an in-place change can regenerate it.
    Dead references are dropped whenever the list doubles past 64 (amortized O(1))."""
    views = base.__dict__.get("_views")
    if views is None:
        base._views = [weakref.ref(view)]
        return
    views.append(weakref.ref(view))
    n = len(views)
    if n >= 128 and not n & (n - 1):
        views[:] = [r for r in views if r() is not None]


def views_of(base) -> list:
    """The live views of `base`. The dead ones are forgotten here, and the registry itself once
    none is left: a parameter whose transposes died with last step's graph is updated in place
    by the fast path again (tensorplay/dispatch/inplace.py)."""
    refs = base.__dict__.get("_views")
    if not refs:
        return []
    live = [v for v in (r() for r in refs) if v is not None]
    if len(live) < len(refs):
        if live:
            refs[:] = [r for r in refs if r() is not None]
        else:
            del base._views
    return live


# ---- nodes --------------------------------------------------------------------------------------
class CopySlices(Node):
    """The base's grad_fn after an in-place op `fn` wrote into one of its views.

    next_functions: `fn`'s, with the modified view's slot replaced by the base's
    old history. The gradient of the base is split: `grad[region]` goes through
    `fn` (its result replaces that region), the rest passes unchanged.
    """

    def __init__(self, base_edge: tuple, base_shape: tuple, idx: np.ndarray, fn, slot: int = 0,
                 fn_out_nr: int = 0):
        self.fn, self.slot, self.idx, self.base_shape = fn, slot, idx, tuple(base_shape)
        self.fn_out_nr = fn_out_nr  # which output of fn is the modified view
        nexts = list(fn.next_functions)
        nexts[slot] = base_edge
        self.next_functions = tuple(nexts)
        if anomaly_mode.state.enabled:
            anomaly_mode.store_traceback(self)

    def apply(self, grads: list) -> tuple:
        flat = ops.reshape(grads[0], (-1,))
        fn_grads = [None] * self.fn.num_outputs
        fn_grads[self.fn_out_nr] = ops.index(flat, self.idx)
        res = list(self.fn.apply(fn_grads))
        inner = res[self.slot]
        flat = ops.index_put(flat, self.idx, 0.0 if inner is None else inner)
        res[self.slot] = ops.reshape(flat, self.base_shape)
        return tuple(res)

    def release(self) -> None:
        self.fn.release()

    @property
    def _released(self) -> bool:
        return self.fn._released


class AsStridedBackward0(Node):
    """The regenerated grad_fn of a view whose base was modified in place: the view's region of
    the base, read back (the gradient is scattered into zeros of the base's shape)."""

    def __init__(self, base_edge: tuple, base_shape: tuple, idx: np.ndarray):
        self.next_functions = (base_edge,)
        self.idx, self.base_shape = idx, tuple(base_shape)

    def apply(self, grads: list) -> tuple:
        numel = int(np.prod(self.base_shape, dtype=np.int64))
        return (ops.reshape(ops.index_backward(grads[0], [numel], self.idx), self.base_shape),)


class ViewError(Node):
    """grad_fn of a custom Function's output view after its base changed in place: the custom
    backward can no longer be kept, so reaching it raises (as PyTorch refuses it)."""

    def __init__(self, msg: str):
        self.msg = msg

    def apply(self, grads: list) -> tuple:
        raise RuntimeError(self.msg)


# ---- the rebase ---------------------------------------------------------------------------------
def custom_view_message(fn_name: str, what: str) -> str:
    return (f"Output 0 of {fn_name} is a view and {what}. This view was created inside a custom "
            "Function (or because an input was returned as-is) and the autograd logic to handle "
            "view+inplace would override the custom backward associated with the custom "
            "Function, leading to incorrect gradients. This behavior is forbidden. You can fix "
            "this by cloning the output of the custom Function.")


def check_view_writable(view) -> None:
    """Refuse in-place on a view autograd cannot rebase (a view of a leaf, a custom Function's)."""
    fn_name = view.__dict__.get("_custom_view")
    if fn_name is not None:
        raise RuntimeError(custom_view_message(fn_name, "is being modified inplace"))
    base = view._base
    if base.grad_fn is None and base._requires_grad:
        raise RuntimeError("a view of a leaf Variable that requires grad is being used in an "
                           "in-place operation.")


def rebase(view, fn, slot: int = 0, out_nr: int = 0, region_of=region) -> None:
    """Give `view`'s base a CopySlices grad_fn around `fn`, whose input `slot` was the view.
    `region_of(view)` gives a view's flat positions in its base (transform levels keep their
    own, as they have no memory addresses of their own)."""
    base = view._base
    node = CopySlices(edge(base), tuple(base.shape), region_of(view), fn, slot, out_nr)
    base.grad_fn, base._out_nr, base._requires_grad = node, 0, True
    regenerate(base, True, region_of)


def regenerate(base, recording: bool = True, region_of=region) -> None:
    """After `base` (or a view of it) was modified in place: every view of it reads its region
    from the base's new history. Under no_grad only custom Functions' views change (to errors)."""
    for v in views_of(base):
        fn_name = v.__dict__.get("_custom_view")
        if fn_name is not None:
            if v._requires_grad:
                v.grad_fn = ViewError(custom_view_message(
                    fn_name, "its base or another view of its base has been modified inplace"))
            continue
        if recording and base._requires_grad and v._np_dtype.kind in "fV":
            v.grad_fn = AsStridedBackward0(edge(base), tuple(base.shape), region_of(v))
            v._out_nr, v._requires_grad = 0, True
