"""`tp.compile`: PyTorch's torch.compile API over trace → guards → graph → backend.

`compile(fn)` returns a `CompiledFunction`; each call computes its guard key
(tensorplay/compiler/cache.py). A known key replays that key's graph through the backend's
callable. A new key traces the call (tensorplay/compiler/tracer.py): the call runs eagerly
with a trace level on the interpreter stack, its result is returned, and — unless the trace hit
a graph break — its graph goes to the backend, whose callable serves the next calls with
that key. `compile(module)` returns an `OptimizedModule` holding the module as `_orig_mod`, as
PyTorch's does.
"""

from __future__ import annotations

import functools

from ..core.interpreters import interpreter_stack
from ..core.tensor import Tensor
from ..func._pytree import tree_flatten, tree_unflatten
from ..nn.modules.module import Module
from . import aot as _aot
from . import backends as _backends
from . import cache as _cache
from .fuse import body_results, fuse_composites
from .graph import Const, GraphModule
from .tracer import TracedTensor, TraceInterpreter


class InvalidBackend(RuntimeError):
    """An unknown backend name (PyTorch's torch._dynamo.exc.InvalidBackend)."""


class CompiledFunction:
    """A function with its cache of captured graphs (one per guard key)."""

    def __init__(self, fn, backend, fullgraph: bool, module: Module | None = None):
        self.fn = fn
        self.backend = backend
        self.compiler = _backends.lookup(backend)
        self.fullgraph = fullgraph
        self.module = module
        self.entries: dict = {}
        self.compile_count = 0
        self.warned = False
        self.name = getattr(fn, "__qualname__", repr(fn))
        self.on_trace = None  # explain's listener: called with (entry, breaks)
        _cache.register(self)
        functools.update_wrapper(self, fn, updated=())

    def __call__(self, *args, **kwargs):
        if any(isinstance(i, TraceInterpreter) for i in interpreter_stack):
            return self.fn(*args, **kwargs)  # inside another compiled call: inlined in its trace
        if kwargs or not all(isinstance(a, Tensor) for a in args):
            flat, spec = tree_flatten((args, kwargs))
        else:  # the everyday call, tensors only: the structure is needed only to trace
            flat, spec = list(args), None
        key = _cache.guard_key(flat, self.module)
        entry = self.entries.get(key)
        if entry is None:
            if len(self.entries) >= _cache.config.recompile_limit:
                _cache.warn_limit(self)
                return self.fn(*args, **kwargs)
            return self._trace(key, flat, spec, args, kwargs)
        if entry.runner is None:  # this key's trace hit a graph break: eager
            return self.fn(*args, **kwargs)
        outs = entry.runner(*[x for x in flat if isinstance(x, Tensor)])
        return tree_unflatten(list(outs), entry.out_spec)

    def _trace(self, key, flat, spec, args, kwargs):
        if spec is None:
            flat, spec = tree_flatten((args, kwargs))
        names_in = _cache.input_names(self.fn.forward if self.fn is self.module else self.fn,
                                      args, kwargs)
        names, state = {}, []
        if self.module is not None:
            for kind in ("parameters", "buffers"):
                for name, t in getattr(self.module, f"named_{kind}")():
                    names[id(t)] = name
                    state.append(t)
        writable = {id(t) for _, t in self.module.named_buffers()} if self.module else set()
        versions = [t._version[0] for t in state]
        interp = TraceInterpreter(self.fullgraph, names, writable)
        with interp:
            traced = [interp.placeholder(x, n) if isinstance(x, Tensor) else x
                      for x, n in zip(flat, names_in)]
            targs, tkwargs = tree_unflatten(traced, spec)
            with body_results() as returned:
                out = self.fn(*targs, **tkwargs)
            flat_out, out_spec = tree_flatten(out)
            graph_out = [interp._arg(o) for o in flat_out]
            result = tree_unflatten([o._inner if isinstance(o, TracedTensor) else o
                                     for o in flat_out], out_spec)
        if self.module is not None and any(_cache.has_hooks(m) for m in self.module.modules()):
            interp.graph_break("a module has hooks (Python code a replayed graph would skip)")
        for t, before in zip(state, versions):
            if t._version[0] - before != interp.inplace_counts.get(id(t), 0):
                interp.graph_break(f"{names[id(t)]} was written outside any op (its new value "
                                   "would not be replayed)")
                break
        entry = _cache.Entry(out_spec=out_spec, breaks=list(interp.breaks),
                             guards=_cache.describe_guards(flat, names_in, self.module))
        if not interp.broken:
            graph = interp.graph
            graph.output = [o if not isinstance(o, Tensor) else
                            Const(graph.constant(o, names.get(id(o), "tensor_constant")), o)
                            for o in graph_out]
            fuse_composites(graph, returned)
            gm = GraphModule(graph)
            example_inputs = [x for x in flat if isinstance(x, Tensor)]
            entry.runner = _aot.with_backward(self.compiler(gm, example_inputs), example_inputs)
            entry.graph_module = gm
            self.compile_count += 1
            for v in graph.placeholders + [v for n in graph.nodes for v in n.outputs]:
                v.example = None  # the traced values are not kept alive by the graph
        self.entries[key] = entry
        if self.on_trace is not None:
            self.on_trace(entry)
        return result


class OptimizedModule(Module):
    """A compiled module (PyTorch's OptimizedModule): calls run the compiled forward; the
    original is `_orig_mod` (so `state_dict` keys start with `_orig_mod.`), its parameters
    shared, its attributes reachable through the wrapper."""

    def __init__(self, mod: Module, compiled: CompiledFunction):
        super().__init__()
        self._orig_mod = mod
        object.__setattr__(self, "_compiled", compiled)

    def forward(self, *args, **kwargs):
        return self._compiled(*args, **kwargs)

    def __getattr__(self, name: str):
        try:
            return super().__getattr__(name)
        except AttributeError:
            return getattr(self.__dict__["_modules"]["_orig_mod"], name)

    def __repr__(self) -> str:
        return f"OptimizedModule({self._orig_mod!r})"


def check_options(backend, mode, options) -> None:
    if not callable(backend) and backend not in _backends.BACKENDS:
        raise InvalidBackend(f"Invalid backend: {backend!r}, see "
                             "`tensorplay.compiler.list_backends()` for available backends "
                             f"{list(_backends.BACKENDS)}, or pass a callable "
                             "backend(graph_module, example_inputs)")
    if mode is not None and options is not None:
        raise RuntimeError("Either mode or options can be specified, but both can't be specified "
                           "at the same time.")
    if mode not in _backends.MODES:
        raise RuntimeError(f"Unrecognized mode={mode}, should be one of: "
                           f"{', '.join(m for m in _backends.MODES if m)}")


def compile(model=None, *, fullgraph: bool = False, dynamic=None, backend="inductor",
            mode=None, options=None, disable: bool = False):
    """Compile a function or module (torch.compile's signature). `dynamic` is accepted and
    ignored: every new shape is a new graph. `mode`/`options` are checked, not used."""
    check_options(backend, mode, options)
    if model is None:
        return functools.partial(compile, fullgraph=fullgraph, dynamic=dynamic, backend=backend,
                                 mode=mode, options=options, disable=disable)
    if disable:
        return model
    if isinstance(model, Module):
        return OptimizedModule(model, CompiledFunction(model, backend, fullgraph, model))
    if not callable(model):
        raise RuntimeError("compile: model_or_fn must be a callable, "
                           f"got {type(model).__name__}")
    return CompiledFunction(model, backend, fullgraph)


def module_compile(self: Module, *args, **kwargs) -> None:
    """`module.compile(...)`: compile this module's forward in place (PyTorch's
    nn.Module.compile): the module stays itself, its state_dict keys unchanged."""
    forward = self.forward
    self.__dict__["forward"] = compile(forward, *args, **kwargs)
    self.__dict__["forward"].module = self
