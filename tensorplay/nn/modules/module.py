"""`Module`: the base class of every layer — a tree of sub-modules that owns
parameters and buffers, with PyTorch's registration, traversal, state_dict and
train/eval machinery."""

from __future__ import annotations

import copy
import warnings
from collections import OrderedDict, namedtuple

import numpy as np

from ...autograd import grad_mode
from ...core import device as _device
from ...core import dtype as _dtype
from ...core import meta as _meta
from ...core.device import unavailable
from ...core.tensor import Tensor
from ..parameter import Parameter
from . import hooks

_HOOK_DICTS = ("_forward_pre_hooks", "_forward_hooks", "_backward_hooks", "_backward_pre_hooks")
_IncompatibleKeys = namedtuple("IncompatibleKeys", ["missing_keys", "unexpected_keys"])


class Module:
    """Base class for all layers. Assigning a `Parameter`, a `Module` or (through
    `register_buffer`) a buffer to an attribute registers it."""

    training: bool

    def __init__(self) -> None:
        object.__setattr__(self, "training", True)
        object.__setattr__(self, "_parameters", OrderedDict())
        object.__setattr__(self, "_buffers", OrderedDict())
        object.__setattr__(self, "_non_persistent_buffers_set", set())
        object.__setattr__(self, "_modules", OrderedDict())
        for name in _HOOK_DICTS:
            object.__setattr__(self, name, OrderedDict())
        object.__setattr__(self, "_forward_hooks_with_kwargs", OrderedDict())
        object.__setattr__(self, "_forward_hooks_always_called", OrderedDict())
        object.__setattr__(self, "_forward_pre_hooks_with_kwargs", OrderedDict())

    def forward(self, *input):
        raise NotImplementedError(f'Module [{type(self).__name__}] is missing the required "forward" function')

    def __call__(self, *args, **kwargs):
        d = self.__dict__
        if d["_forward_pre_hooks"] or d["_forward_hooks"] or d["_backward_hooks"] or d["_backward_pre_hooks"]:
            return self._call_with_hooks(args, kwargs)
        return self.forward(*args, **kwargs)

    # ---- hooks -------------------------------------------------------------------------------
    def _call_with_hooks(self, args: tuple, kwargs: dict):
        called: set = set()  # always_call hooks that already ran
        state = {"args": args, "kwargs": kwargs, "result": None}
        try:
            return self._run_hooked(state, called)
        except Exception:
            # as PyTorch: the always_call forward hooks still run, with the output so far
            # (None if forward raised); an error of theirs is only a warning
            args, kwargs, result = state["args"], state["kwargs"], state["result"]
            for hid, hook in list(self._forward_hooks.items()):
                if hid not in self._forward_hooks_always_called or hid in called:
                    continue
                try:
                    if hid in self._forward_hooks_with_kwargs:
                        out = hook(self, args, kwargs, result)
                    else:
                        out = hook(self, args, result)
                    if out is not None:
                        result = out
                except Exception as e:
                    warnings.warn("module forward hook with ``always_call=True`` raised an exception "
                                  f"that was silenced as another error was raised in forward: {e}",
                                  stacklevel=2)
            raise

    def _run_hooked(self, state: dict, called: set):
        args, kwargs = state["args"], state["kwargs"]
        for hid, hook in list(self._forward_pre_hooks.items()):
            if hid in self._forward_pre_hooks_with_kwargs:
                result = hook(self, args, kwargs)
                if result is not None:
                    if not (isinstance(result, tuple) and len(result) == 2):
                        raise RuntimeError("forward pre-hook must return None or a tuple of "
                                           f"(new_args, new_kwargs), but got {result}.")
                    args, kwargs = result
            else:
                result = hook(self, args)
                if result is not None:
                    args = result if isinstance(result, tuple) else (result,)
            state["args"], state["kwargs"] = args, kwargs
        bw = None
        if self._backward_hooks or self._backward_pre_hooks:
            bw = hooks.BackwardHook(self, list(self._backward_hooks.values()),
                                    list(self._backward_pre_hooks.values()))
            args = bw.setup_input(args)
            state["args"] = args
        output = state["result"] = self.forward(*args, **kwargs)
        for hid, hook in list(self._forward_hooks.items()):
            if hid in self._forward_hooks_always_called:
                called.add(hid)
            if hid in self._forward_hooks_with_kwargs:
                result = hook(self, args, kwargs, output)
            else:
                result = hook(self, args, output)
            if result is not None:
                output = state["result"] = result
        if bw is not None:
            output = bw.setup_output(output)
        return output

    def register_forward_pre_hook(self, hook, *, prepend: bool = False, with_kwargs: bool = False):
        """hook(module, args) -> None or new args (a non-tuple is wrapped in one); with_kwargs:
        hook(module, args, kwargs) -> None or (args, kwargs). Runs before forward."""
        extra = self._forward_pre_hooks_with_kwargs if with_kwargs else None
        return hooks.add_hook(self._forward_pre_hooks, hook, prepend, extra, True)

    def register_forward_hook(self, hook, *, prepend: bool = False, with_kwargs: bool = False,
                              always_call: bool = False):
        """hook(module, args, output) -> None or a new output; with_kwargs:
        hook(module, args, kwargs, output). Runs after forward; with always_call also when
        forward (or an earlier hook) raised, then with the output so far (None if none)."""
        extras = [d for d, on in ((self._forward_hooks_with_kwargs, with_kwargs),
                                  (self._forward_hooks_always_called, always_call)) if on]
        return hooks.add_hook(self._forward_hooks, hook, prepend, extras, True)

    def register_full_backward_hook(self, hook, prepend: bool = False):
        """hook(module, grad_input, grad_output) -> None or a new grad_input, called when the
        gradients with respect to the module's positional tensor inputs are computed
        (grad_input entries are None for other arguments)."""
        return hooks.add_hook(self._backward_hooks, hook, prepend)

    def register_full_backward_pre_hook(self, hook, prepend: bool = False):
        """hook(module, grad_output) -> None or a new grad_output, called when the gradients
        with respect to the module's outputs are computed, before they flow inside it."""
        return hooks.add_hook(self._backward_pre_hooks, hook, prepend)

    # ---- registration ---------------------------------------------------------------------
    def _check_ready(self) -> None:
        if "_parameters" not in self.__dict__:
            raise AttributeError("cannot assign parameters, buffers or modules before Module.__init__() call")

    def register_parameter(self, name: str, param: Parameter | None) -> None:
        self._check_ready()
        if not isinstance(name, str) or not name or "." in name:
            raise KeyError(f'parameter name must be a non-empty string without ".", got {name!r}')
        if hasattr(self, name) and name not in self._parameters:
            raise KeyError(f"attribute '{name}' already exists")
        if param is not None and not isinstance(param, Parameter):
            raise TypeError(f"cannot assign '{type(param).__name__}' object to parameter '{name}' "
                            "(tensorplay.nn.Parameter or None required)")
        self._parameters[name] = param

    def register_buffer(self, name: str, tensor: Tensor | None, persistent: bool = True) -> None:
        self._check_ready()
        if not isinstance(name, str) or not name or "." in name:
            raise KeyError(f'buffer name must be a non-empty string without ".", got {name!r}')
        if hasattr(self, name) and name not in self._buffers:
            raise KeyError(f"attribute '{name}' already exists")
        if tensor is not None and not isinstance(tensor, Tensor):
            raise TypeError(f"cannot assign '{type(tensor).__name__}' object to buffer '{name}' "
                            "(tensorplay.Tensor or None required)")
        self._buffers[name] = tensor
        if persistent:
            self._non_persistent_buffers_set.discard(name)
        else:
            self._non_persistent_buffers_set.add(name)

    def register_module(self, name: str, module: Module | None) -> None:
        self.add_module(name, module)

    def add_module(self, name: str, module: Module | None) -> None:
        self._check_ready()
        if module is not None and not isinstance(module, Module):
            raise TypeError(f"{type(module).__name__} is not a Module subclass")
        if not isinstance(name, str) or "." in name or not name:
            raise KeyError(f'module name must be a non-empty string without ".", got {name!r}')
        if hasattr(self, name) and name not in self._modules:
            raise KeyError(f"attribute '{name}' already exists")
        self._modules[name] = module

    def __setattr__(self, name: str, value) -> None:
        d = self.__dict__
        params = d.get("_parameters")
        if isinstance(value, Parameter):
            if params is None:
                raise AttributeError("cannot assign parameters before Module.__init__() call")
            self._discard(name, "_parameters")
            params[name] = value
        elif params is not None and name in params:
            if value is not None:
                raise TypeError(f"cannot assign '{type(value).__name__}' as parameter '{name}' "
                                "(tensorplay.nn.Parameter or None expected)")
            params[name] = None
        elif isinstance(value, Module):
            if params is None:
                raise AttributeError("cannot assign module before Module.__init__() call")
            self._discard(name, "_modules")
            d["_modules"][name] = value
        elif d.get("_modules") is not None and name in d["_modules"]:
            if value is not None:
                raise TypeError(f"cannot assign '{type(value).__name__}' as child module '{name}'")
            d["_modules"][name] = None
        elif d.get("_buffers") is not None and name in d["_buffers"]:
            if value is not None and not isinstance(value, Tensor):
                raise TypeError(f"cannot assign '{type(value).__name__}' as buffer '{name}'")
            d["_buffers"][name] = value
        else:
            object.__setattr__(self, name, value)

    def _discard(self, name: str, keep: str) -> None:
        """Forget `name` everywhere but in the `keep` store, where re-assigning keeps its
        place (so a replaced sub-module or parameter keeps its order, as in PyTorch)."""
        for store in ("_parameters", "_buffers", "_modules"):
            if store != keep:
                self.__dict__[store].pop(name, None)
        self.__dict__.pop(name, None)

    def __getattr__(self, name: str):
        d = self.__dict__
        for store in ("_parameters", "_buffers", "_modules"):
            if store in d and name in d[store]:
                return d[store][name]
        raise AttributeError(f"'{type(self).__name__}' object has no attribute '{name}'")

    def __delattr__(self, name: str) -> None:
        for store in ("_parameters", "_buffers", "_modules"):
            if name in self.__dict__.get(store, {}):
                del self.__dict__[store][name]
                self._non_persistent_buffers_set.discard(name)
                return
        object.__delattr__(self, name)

    def __dir__(self):
        return sorted(set(super().__dir__()) | set(self._parameters) | set(self._buffers) | set(self._modules))

    # ---- traversal --------------------------------------------------------------------------
    def named_modules(self, memo: set | None = None, prefix: str = "", remove_duplicate: bool = True):
        if memo is None:
            memo = set()
        if remove_duplicate:
            if id(self) in memo:
                return
            memo.add(id(self))
        yield prefix, self
        for name, module in self._modules.items():
            if module is None:
                continue
            sub = prefix + ("." if prefix else "") + name
            yield from module.named_modules(memo, sub, remove_duplicate)

    def modules(self, remove_duplicate: bool = True):
        for _, m in self.named_modules(remove_duplicate=remove_duplicate):
            yield m

    def named_children(self):
        seen = set()
        for name, module in self._modules.items():
            if module is not None and id(module) not in seen:
                seen.add(id(module))
                yield name, module

    def children(self):
        for _, m in self.named_children():
            yield m

    def _named_members(self, store: str, prefix: str, recurse: bool, remove_duplicate: bool = True):
        seen = set()
        modules = self.named_modules(prefix=prefix) if recurse else [(prefix, self)]
        for mod_prefix, module in modules:
            for name, value in module.__dict__[store].items():
                if value is None or (remove_duplicate and id(value) in seen):
                    continue
                seen.add(id(value))
                yield mod_prefix + ("." if mod_prefix else "") + name, value

    def named_parameters(self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True):
        yield from self._named_members("_parameters", prefix, recurse, remove_duplicate)

    def parameters(self, recurse: bool = True):
        for _, p in self.named_parameters(recurse=recurse):
            yield p

    def named_buffers(self, prefix: str = "", recurse: bool = True, remove_duplicate: bool = True):
        yield from self._named_members("_buffers", prefix, recurse, remove_duplicate)

    def buffers(self, recurse: bool = True):
        for _, b in self.named_buffers(recurse=recurse):
            yield b

    def get_submodule(self, target: str) -> Module:
        mod = self
        for part in target.split(".") if target else []:
            if part not in mod._modules:
                raise AttributeError(f"{type(mod).__name__} has no attribute `{part}`")
            mod = mod._modules[part]
        return mod

    def set_submodule(self, target: str, module: Module, strict: bool = False) -> None:
        """Replace (or, unless strict, add) the sub-module at the dotted path `target`."""
        if target == "":
            raise ValueError("Cannot set the submodule without a target name!")
        if not isinstance(module, Module):
            raise ValueError(f"`module` is not an nn.Module, found {type(module)}")
        parent_path, _, name = target.rpartition(".")
        parent = self.get_submodule(parent_path)
        if strict and not hasattr(parent, name):
            raise AttributeError(f"{type(parent).__name__} has no attribute `{name}`")
        if hasattr(parent, name) and not isinstance(getattr(parent, name), Module):
            raise AttributeError(f"`{name}` is not an nn.Module")
        setattr(parent, name, module)

    def get_buffer(self, target: str) -> Tensor:
        mod_path, _, name = target.rpartition(".")
        mod = self.get_submodule(mod_path)
        if not hasattr(mod, name):
            raise AttributeError(f"{type(mod).__name__} has no attribute `{name}`")
        if name not in mod._buffers:
            raise AttributeError(f"`{name}` is not a buffer")
        return getattr(mod, name)

    def get_parameter(self, target: str) -> Parameter:
        mod_path, _, name = target.rpartition(".")
        mod = self.get_submodule(mod_path)
        if name not in mod._parameters:
            raise AttributeError(f"{type(mod).__name__} has no parameter `{name}`")
        return mod._parameters[name]

    # ---- modes and utilities ------------------------------------------------------------------
    def train(self, mode: bool = True) -> Module:
        if not isinstance(mode, bool):
            raise ValueError("training mode is expected to be boolean")
        for m in self.modules():
            object.__setattr__(m, "training", mode)
        return self

    def eval(self) -> Module:
        return self.train(False)

    def requires_grad_(self, requires_grad: bool = True) -> Module:
        for p in self.parameters():
            p.requires_grad_(requires_grad)
        return self

    def zero_grad(self, set_to_none: bool = True) -> None:
        for p in self.parameters():
            if p.grad is None:
                continue
            if set_to_none:
                p.grad = None
            else:
                g = p.grad.detach()
                g._data = np.zeros_like(g._data)
                p.grad = g

    def apply(self, fn) -> Module:
        for module in self.children():
            module.apply(fn)
        fn(self)
        return self

    def _apply_to_tensors(self, convert, every_buffer: bool = False) -> Module:
        """Convert every parameter (keeping it a Parameter) and floating buffer (with
        `every_buffer`, every buffer: a move to the meta device) in place."""
        for module in self.modules():
            for p in module._parameters.values():
                if p is None:
                    continue
                data = convert(p._data)
                if data is not p._data:
                    p._data = data
                    p._version[0] += 1
                    if p.grad is not None:
                        p.grad = Tensor._make(convert(p.grad._data))
            for name, b in module._buffers.items():
                if b is not None and (every_buffer or _dtype.is_floating(b._data.dtype)):
                    module._buffers[name] = Tensor._make(convert(b._data))
        return self

    def to(self, *args, **kwargs) -> Module:
        """`to(dtype)` (or `to("cpu")`, `to(tensor)`): cast floating parameters and buffers."""
        target = _dtype.target_of_to(args, kwargs)
        where = _meta.device_of(args, kwargs)
        if where == "meta":  # shapes and dtypes kept, data dropped (core/meta.py)
            self._apply_to_tensors(lambda a: a if _meta.is_meta(a) else _meta.compact(a), True)
        elif where is not None and any(_meta.is_meta(p._data) for p in self.parameters()):
            _meta.no_data()  # meta -> cpu: PyTorch's error; to_empty() allocates instead
        if target is None:
            return self
        if not target.is_floating_point:
            raise TypeError(f"nn.Module.to only accepts floating point dtypes, but got desired dtype={target}")
        np_dt = _dtype.to_numpy_dtype(target)
        return self._apply_to_tensors(
            lambda a: a.astype(np_dt) if _dtype.is_floating(a.dtype) and a.dtype != np_dt else a)

    def double(self) -> Module:
        return self.to(_dtype.float64)

    def float(self) -> Module:
        return self.to(_dtype.float32)

    def half(self) -> Module:
        return self.to(_dtype.float16)

    def bfloat16(self) -> Module:
        return self.to(_dtype.bfloat16)

    def cpu(self) -> Module:
        return self

    def to_empty(self, *, device, recurse: bool = True) -> Module:
        """Parameters and buffers replaced by uninitialised ones of the same shape and dtype
        on `device` (only the CPU exists), as after building a module on the meta device."""
        meta = _device.check(device, meta=True)
        new = _meta.compact if meta else (lambda a: np.empty(a.shape, a.dtype))
        modules = self.modules() if recurse else [self]
        for module in modules:
            for p in module._parameters.values():
                if p is not None:
                    p._data = new(p._data)
                    p._version[0] += 1
            for name, b in module._buffers.items():
                if b is not None:
                    module._buffers[name] = Tensor._make(new(b._data))
        return self

    def cuda(self, device=None) -> Module:
        """Refused: TensorPlay runs on the CPU only (AssertionError, as CPU-only PyTorch)."""
        unavailable("cuda")

    # ---- state dict ---------------------------------------------------------------------------
    def _save_to_state_dict(self, destination: dict, prefix: str, keep_vars: bool) -> None:
        for name, p in self._parameters.items():
            if p is not None:
                destination[prefix + name] = p if keep_vars else p.detach()
        for name, b in self._buffers.items():
            if b is not None and name not in self._non_persistent_buffers_set:
                destination[prefix + name] = b if keep_vars else b.detach()

    def state_dict(self, *args, destination=None, prefix: str = "", keep_vars: bool = False) -> OrderedDict:
        """Every parameter and persistent buffer by dotted name (detached, sharing memory).
        Positional (destination, prefix, keep_vars) still work, with PyTorch's FutureWarning."""
        if args:
            warnings.warn("Positional args are being deprecated, use kwargs instead. Refer to "
                          "https://pytorch.org/docs/main/generated/torch.nn.Module.html"
                          "#torch.nn.Module.state_dict for details.", FutureWarning, stacklevel=2)
            if destination is None:
                destination = args[0]
            if len(args) > 1 and prefix == "":
                prefix = args[1]
            if len(args) > 2 and keep_vars is False:
                keep_vars = args[2]
        if destination is None:
            destination = OrderedDict()
        self._save_to_state_dict(destination, prefix, keep_vars)
        for name, module in self._modules.items():
            if module is not None:
                module.state_dict(destination=destination, prefix=prefix + name + ".", keep_vars=keep_vars)
        return destination

    def load_state_dict(self, state_dict, strict: bool = True, assign: bool = False):
        """Copy values from `state_dict` into this module's parameters and buffers.

        Mismatched shapes always raise; with strict=True (the default), missing or
        unexpected keys raise too. Returns (missing_keys, unexpected_keys)."""
        if not hasattr(state_dict, "keys"):
            raise TypeError(f"Expected state_dict to be dict-like, got {type(state_dict)}.")
        own = {}
        for prefix, module in self.named_modules():
            p = prefix + "." if prefix else ""
            for name, t in module._parameters.items():
                if t is not None:
                    own[p + name] = (module, name, "_parameters")
            for name, t in module._buffers.items():
                if t is not None and name not in module._non_persistent_buffers_set:
                    own[p + name] = (module, name, "_buffers")
        missing = [k for k in own if k not in state_dict]
        unexpected = [k for k in state_dict if k not in own]
        errors = []
        for key, (module, name, store) in own.items():
            if key not in state_dict:
                continue
            value = state_dict[key]
            current = module.__dict__[store][name]
            arr = value._data if isinstance(value, Tensor) else np.asarray(value)
            if tuple(arr.shape) != tuple(current.shape):
                errors.append(f"size mismatch for {key}: copying a param with shape "
                              f"tensorplay.Size({list(arr.shape)}) from checkpoint, the shape in "
                              f"current model is tensorplay.Size({list(current.shape)}).")
        if strict:
            if unexpected:
                errors.insert(0, "Unexpected key(s) in state_dict: "
                              + ", ".join(f'"{k}"' for k in unexpected) + ". ")
            if missing:
                errors.insert(0, "Missing key(s) in state_dict: "
                              + ", ".join(f'"{k}"' for k in missing) + ". ")
        if errors:
            raise RuntimeError(f"Error(s) in loading state_dict for {type(self).__name__}:\n\t"
                               + "\n\t".join(errors))
        with grad_mode.no_grad():
            for key, (module, name, store) in own.items():
                if key not in state_dict:
                    continue
                value = state_dict[key]
                arr = value._data if isinstance(value, Tensor) else np.asarray(value)
                current = module.__dict__[store][name]
                if assign:
                    new = Parameter(arr.copy(), current.requires_grad) if store == "_parameters" else Tensor._make(arr.copy())
                    module.__dict__[store][name] = new
                else:
                    current._data[...] = arr.astype(current._data.dtype, copy=False)
                    current._version[0] += 1
        return _IncompatibleKeys(missing, unexpected)

    # ---- printing ----------------------------------------------------------------------------
    def extra_repr(self) -> str:
        return ""

    def _get_name(self) -> str:
        return type(self).__name__

    def __repr__(self) -> str:
        lines = []
        extra = self.extra_repr()
        if extra:
            lines = extra.split("\n")
        for name, module in self._modules.items():
            mod_str = repr(module).replace("\n", "\n  ")
            lines.append(f"({name}): {mod_str}")
        main = self._get_name() + "("
        if lines:
            if len(lines) == 1 and not self._modules:
                main += lines[0]
            else:
                main += "\n  " + "\n  ".join(lines) + "\n"
        return main + ")"

    def __deepcopy__(self, memo) -> Module:
        """An independent copy of the whole module tree (parameters, buffers, sub-modules, hooks
        and plain attributes); shared sub-modules and tied parameters stay shared in the copy."""
        new = object.__new__(type(self))
        memo[id(self)] = new
        for name, value in self.__dict__.items():
            object.__setattr__(new, name, copy.deepcopy(value, memo))
        return new

    def __getstate__(self):
        raise TypeError("tensorplay modules are not pickled; save model.state_dict() with tp.save")
