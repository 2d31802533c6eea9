"""Modules as functions: `functional_call` and `stack_module_state` (torch.func semantics).

`functional_call(module, params, args)` runs `module(*args)` with some of its
parameters and buffers temporarily replaced by the given tensors — which may be
`GradTensor`s of a `grad`, `BatchedTensor`s of a `vmap`, ... — and puts the
module's own tensors back afterwards, even when the call raises. That turns a
stateful `nn.Module` into a pure function of its weights, so the transforms
can differentiate and batch over them:

    params = {k: v.detach() for k, v in model.named_parameters()}
    loss = lambda p, x, t: F.mse_loss(functional_call(model, p, (x,)), t)
    per_sample = vmap(grad(loss), in_dims=(None, 0, 0))(params, xs, ts)

`stack_module_state(models)` stacks the parameters and buffers of several
models of one class into dicts of tensors with a leading model dim, ready for
`vmap(lambda p, b, x: functional_call(base, (p, b), (x,)), in_dims=(0, 0, None))`.
"""

from __future__ import annotations

from ..autograd import grad_mode
from ..core import optable as _optable
from ..core.tensor import Tensor

__all__ = ["functional_call", "stack_module_state"]

_MISSING = object()  # "the module had no attribute of that name"


def _module_cls():
    """`nn.Module`, imported when first needed: tensorplay.func loads before tensorplay.nn, which
    builds on it (this is the one place func reaches up into nn)."""
    from ..nn.modules.module import Module

    return Module


# ───────────────────────────── swapping named tensors ─────────────────────────────

def _submodule(module, path: str, memo: dict):
    """The submodule at dotted `path` ('' is `module` itself), cached in `memo`."""
    if not path:
        return module
    sub = memo.get(path)
    if sub is not None:
        return sub
    prefix, _, attr = path.rpartition(".")
    parent = _submodule(module, prefix, memo)
    try:
        sub = getattr(parent, attr)
    except AttributeError:
        raise AttributeError(f"{parent._get_name()} has no attribute `{attr}`") from None
    if not isinstance(sub, _module_cls()):
        raise TypeError(f"submodule `{path}`: {sub!r} is not an instance of tensorplay.nn.Module")
    memo[path] = sub
    return sub


def _swap(module, name: str, value, memo: dict):
    """Put `value` at dotted `name` and return what was there (`_MISSING` if nothing).
    `value is _MISSING` removes the attribute again."""
    if value is not _MISSING and value is not None and not isinstance(value, Tensor):
        raise TypeError(f"functional_call: the value for {name!r} is a {type(value).__name__}, "
                        "not a tensorplay.Tensor")
    path, _, attr = name.rpartition(".")
    if not attr:
        raise KeyError('functional_call: a parameter or buffer name can\'t be empty ""')
    owner = _submodule(module, path, memo)
    d = owner.__dict__
    for store in (d["_parameters"], d["_buffers"]):
        if attr in store:
            orig = store[attr]
            if value is _MISSING:
                del store[attr]
            else:
                store[attr] = value  # bypasses the Parameter type check, as torch does
            return orig
    orig = getattr(owner, attr, _MISSING)
    if orig is not _MISSING and orig is not None and not isinstance(orig, Tensor):
        raise TypeError(f"functional_call: attribute `{name}` of the module is a "
                        f"{type(orig).__name__}, not a tensor, so it cannot be replaced")
    if value is not _MISSING:
        setattr(owner, attr, value)
    elif attr in d:
        delattr(owner, attr)
    return orig


def _named_tensors(module, prefix: str = ""):
    """Every (dotted name, tensor) of parameters and buffers, duplicates (tied ones) included."""
    d = module.__dict__
    for store in ("_parameters", "_buffers"):
        for name, value in d[store].items():
            if value is not None:
                yield prefix + name, value
    for name, sub in d["_modules"].items():
        if sub is not None:
            yield from _named_tensors(sub, prefix + name + ".")


def _untie(module, values: dict) -> dict:
    """Extend `values` to every name tied (same tensor object) to a name it gives.
    Different values for names of one tied group are an error, as in torch."""
    groups: dict = {}
    for name, t in _named_tensors(module):
        groups.setdefault(id(t), []).append(name)
    tied = {}
    for names in groups.values():
        if len(names) > 1:
            for n in names:
                tied[n] = names
    if not tied:
        return values
    out = dict(values)
    for name in values:
        names = tied.get(name)
        if names is None:
            continue
        given = [n for n in names if n in values]
        if len({id(values[n]) for n in given}) != 1:
            raise ValueError(f"functional_call got multiple values for keys {sorted(names)}, which "
                             "are tied. Consider using tie_weights=False")
        for n in names:
            out[n] = values[name]
    return out


def _merge(parameter_and_buffer_dicts) -> dict:
    if isinstance(parameter_and_buffer_dicts, dict):
        return parameter_and_buffer_dicts
    if isinstance(parameter_and_buffer_dicts, list | tuple):
        if not all(isinstance(d, dict) for d in parameter_and_buffer_dicts):
            raise ValueError("Expected all elements of parameter_and_buffer_dicts to be dictionaries")
        seen: dict = {}
        for d in parameter_and_buffer_dicts:
            for k in d:
                seen[k] = seen.get(k, 0) + 1
        repeated = [k for k, n in seen.items() if n > 1]
        if repeated:
            raise ValueError(f"{repeated} appeared in multiple dictionaries; behavior of functional "
                             "call is ambiguous")
        return {k: v for d in parameter_and_buffer_dicts for k, v in d.items()}
    raise ValueError("Expected parameter_and_buffer_dicts to be a dict, or a list/tuple of dicts, "
                     f"but got {type(parameter_and_buffer_dicts)}")


def functional_call(module, parameter_and_buffer_dicts, args=None, kwargs=None, *,
                    tie_weights: bool = True, strict: bool = False):
    """Call `module(*args, **kwargs)` with its parameters and buffers replaced by the given
    tensors (`torch.func.functional_call`).

    `parameter_and_buffer_dicts`: a dict `{dotted name: tensor}` (names as in
    `named_parameters()` / `named_buffers()`), or a tuple/list of such dicts with
    distinct keys. Names not given keep the module's own tensor. `args`: a tuple
    of positional arguments (anything else is a single argument). `tie_weights`:
    a value given for one of several tied names (the same tensor registered
    twice) replaces all of them; different values for tied names raise.
    `strict`: the given names must be exactly the module's parameters and buffers.
    The module's own tensors are restored afterwards, even when the call raises;
    if the call reassigned one of the given names (e.g. `self.buf = self.buf + 1`),
    a single input dict receives the new value.
    """
    if not isinstance(module, _module_cls()):
        raise TypeError(f"functional_call: expected a tensorplay.nn.Module, got {type(module).__name__}")
    given = _merge(parameter_and_buffer_dicts)
    values = _untie(module, given) if tie_weights else given
    if strict:
        valid = {n for n, _ in _named_tensors(module)}
        keys = set(values)
        errors = []
        if keys - valid:
            errors.append(f"Unexpected key(s): {', '.join(map(repr, sorted(keys - valid)))}.")
        if valid - keys:
            errors.append(f"Missing key(s): {', '.join(map(repr, sorted(valid - keys)))}.")
        if errors:
            raise RuntimeError(f"Error(s) in reparametrizing for {module._get_name()}:\n\t"
                               + "\n\t".join(errors))
    if kwargs is None:
        kwargs = {}
    if args is None:
        args = ()
    elif not isinstance(args, tuple):
        args = (args,)
    memo: dict = {}
    originals: dict = {}
    try:
        for name, value in values.items():
            originals[name] = _swap(module, name, value, memo)
        return module(*args, **kwargs)
    finally:
        current = {}
        for name, orig in reversed(originals.items()):
            current[name] = _swap(module, name, orig, memo)
        for k in given:
            if k in current and current[k] is not _MISSING:
                given[k] = current[k]


# ───────────────────────────── ensembles ─────────────────────────────

def _stacked_leaf(tensors: list, name: str) -> Tensor:
    need = [t.requires_grad for t in tensors]
    if any(need) and not all(need):
        raise RuntimeError(f"Expected {name} from each model to have the same .requires_grad")
    with grad_mode.no_grad():
        out = _optable.stack([t.detach() for t in tensors], 0)
    if all(need):
        out.requires_grad_()
    return out


def stack_module_state(models) -> tuple[dict, dict]:
    """`(params, buffers)`: the parameters and buffers of `models` (same class, same
    train/eval mode) stacked along a new leading dim, keyed by name
    (`torch.func.stack_module_state`). The stacked parameters are new leaves —
    unrelated to the models' own — that require grad when the originals do, so
    they can be handed to an optimizer."""
    models = list(models)
    if not models:
        raise RuntimeError("stack_module_state: Expected at least one model, got 0.")
    if not (all(m.training for m in models) or not any(m.training for m in models)):
        raise RuntimeError("stack_module_state: Expected all models to have the same training/eval mode.")
    cls = type(models[0])
    if not all(type(m) is cls for m in models):
        raise RuntimeError("stack_module_state: Expected all models to be of the same class.")
    all_params = [dict(m.named_parameters()) for m in models]
    params = {k: _stacked_leaf([p[k] for p in all_params], k) for k in all_params[0]}
    all_buffers = [dict(m.named_buffers()) for m in models]
    buffers = {k: _stacked_leaf([b[k] for b in all_buffers], k) for k in all_buffers[0]}
    return params, buffers
