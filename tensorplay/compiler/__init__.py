"""`tp.compile`, PyTorch's torch.compile API, and `tp.compiler` (reset, explain, config).

How it works, in four steps (docs/how-it-works/compile.md): trace the call with a trace level
on the interpreter stack (tracer.py), key the graph by its guards (cache.py), keep it as a small
graph IR that prints as Python (graph.py), run it through a backend (backends.py).
"""

from ..nn.modules.module import Module
from .api import CompiledFunction, InvalidBackend, OptimizedModule, compile, module_compile
from .backends import BACKENDS
from .cache import config, reset
from .explain import ExplainOutput, explain
from .graph import GraphModule
from .tracer import GraphBreak, Unsupported

Module.compile = module_compile  # `module.compile(...)`: in place, as torch.nn.Module.compile


def list_backends() -> list[str]:
    """The backend names `compile` accepts (besides a callable)."""
    return list(BACKENDS)


__all__ = ["BACKENDS", "CompiledFunction", "ExplainOutput", "GraphBreak", "GraphModule",
           "InvalidBackend", "OptimizedModule", "Unsupported", "compile", "config", "explain",
           "list_backends", "reset"]
