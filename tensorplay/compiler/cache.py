"""Guards and the per-function cache: when may a captured graph run again?

A graph was captured for one set of circumstances, and it is valid only while they hold. The
guard key of a call collects them: per tensor input its class, shape, dtype and requires_grad;
every other input's value; grad mode, inference mode and the default dtype; the active
transform stack; and for a module, the `training` flag of each submodule and which tensor
objects its parameters and buffers are. Equal keys: the graph is replayed. A new key: the
function is traced again (a recompilation), up to `config.recompile_limit` graphs per
function; past that the function runs eagerly, as torch.compile does past its limit.
"""

from __future__ import annotations

import inspect
import warnings
import weakref
from dataclasses import dataclass, field

from ..autograd.grad_mode import _state as _grad_state
from ..core.dtype import get_default_dtype
from ..core.interpreters import interpreter_stack
from ..core.tensor import PLAIN, Tensor
from ..func._pytree import tree_flatten


@dataclass
class Config:
    """`tensorplay.compiler.config`: PyTorch's torch._dynamo.config knobs that exist here."""

    recompile_limit: int = 8  # graphs per function before it runs eagerly


config = Config()


@dataclass
class Entry:
    """One cache entry: the graph module and the callable the backend made of it, or, after
    a graph break, None (calls with this key run eagerly)."""

    graph_module: object = None
    runner: object = None
    out_spec: object = None
    breaks: list = field(default_factory=list)
    guards: list = field(default_factory=list)


_ALL: weakref.WeakSet = weakref.WeakSet()  # every CompiledFunction, for reset()


def register(compiled) -> None:
    _ALL.add(compiled)


def reset() -> None:
    """Forget every captured graph and compilation count (torch.compiler.reset)."""
    for compiled in list(_ALL):
        compiled.entries.clear()
        compiled.compile_count = 0
        compiled.warned = False


def _leaf_key(x):
    if x.__class__ in PLAIN:  # read straight off the array: this runs on every call
        d = x._data
        return (x.__class__, d.shape, d.dtype, x._requires_grad)
    if isinstance(x, Tensor):
        return (type(x), tuple(x.shape), x.dtype, x.requires_grad)
    try:
        hash(x)
    except TypeError:
        return ("id", id(x))
    return (type(x), x)


def guard_key(flat_inputs: list, module) -> tuple:
    """The guard key of one call (see the module docstring)."""
    key = [tuple(_leaf_key(x) for x in flat_inputs), _grad_state.enabled, _grad_state.inference,
           get_default_dtype(), tuple((type(i).__name__, i.level) for i in interpreter_stack)]
    if module is not None:
        state: list = []
        _module_state(module, state)
        key.append(tuple(state))
    return tuple(key)


def _module_state(module, out: list) -> None:
    """Per submodule: its training flag, whether it has hooks, and per parameter and buffer
    the tensor object, its dtype and shape (a walk of the module dicts: it runs every call)."""
    d = module.__dict__
    out.append(d["training"])
    out.append(bool(d["_forward_pre_hooks"] or d["_forward_hooks"] or d["_backward_hooks"]
                    or d["_backward_pre_hooks"]))
    for t in d["_parameters"].values():
        if t is not None:
            a = t._data
            out += (id(t), a.dtype, a.shape)
    for t in d["_buffers"].values():
        if t is not None:
            a = t._data
            out += (id(t), a.dtype, a.shape)
    for child in d["_modules"].values():
        if child is not None:
            _module_state(child, out)


_HOOKS = ("_forward_pre_hooks", "_forward_hooks", "_backward_hooks", "_backward_pre_hooks")


def has_hooks(module) -> bool:
    """Whether the module has hooks: Python code of the user's that a replayed graph would
    not run (such a call is traced as a graph break, and runs eagerly)."""
    d = module.__dict__
    return any(d.get(h) for h in _HOOKS)


def describe_guards(flat_inputs: list, names: list, module) -> list[str]:
    """The guards of a key, in words (for `explain`)."""
    out = [f"grad mode is {'on' if _grad_state.enabled else 'off'}",
           f"default dtype is {get_default_dtype()}",
           f"transform stack is {[type(i).__name__ for i in interpreter_stack]}"]
    for x, name in zip(flat_inputs, names):
        if isinstance(x, Tensor):
            out.append(f"{name}: {type(x).__name__} of shape {list(x.shape)}, {x.dtype}, "
                       f"requires_grad={x.requires_grad}")
        else:
            out.append(f"{name} == {x!r}")
    if module is not None:
        out.append(f"the training flags and hooks of {type(module).__name__} and its submodules")
        out.append("the identity, dtype and shape of its parameters and buffers")
    return out


def input_names(fn, args: tuple, kwargs: dict) -> list[str]:
    """A readable name per flattened input: the parameter's name, numbered when it holds
    several tensors."""
    try:
        params = [p.name for p in inspect.signature(fn).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        params = []
    names = []
    for i, a in enumerate(args):
        base = params[i] if i < len(params) else f"arg{i}"
        leaves = tree_flatten(a)[0]
        names += [base] if len(leaves) == 1 else [f"{base}_{j}" for j in range(len(leaves))]
    for k in kwargs:  # in the order tree_flatten walks a dict
        leaf = tree_flatten(kwargs[k])[0]
        names += [k] if len(leaf) == 1 else [f"{k}_{j}" for j in range(len(leaf))]
    return names


def warn_limit(compiled) -> None:
    if not compiled.warned:
        compiled.warned = True
        warnings.warn(f"tensorplay.compile: {compiled.name} reached the recompile limit "
                      f"(config.recompile_limit = {config.recompile_limit}); later new input "
                      "kinds run eagerly", UserWarning, stacklevel=4)
