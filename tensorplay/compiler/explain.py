"""`tensorplay.compiler.explain(fn)(*args)`: what compiling `fn` captures, in PyTorch's
ExplainOutput terms — the graphs, the graph breaks with their reasons and source lines, the
ops per graph and the guards under which each graph is valid."""

from __future__ import annotations

from dataclasses import dataclass, field

from .api import compile as _compile


@dataclass
class ExplainOutput:
    graphs: list = field(default_factory=list)  # the GraphModules captured
    graph_count: int = 0
    graph_break_count: int = 0
    break_reasons: list = field(default_factory=list)  # GraphBreak(reason, line, source)
    op_count: int = 0
    ops_per_graph: list = field(default_factory=list)  # per graph, its op names
    out_guards: list = field(default_factory=list)  # per traced call, its guards in words

    def __str__(self) -> str:
        lines = [f"Graph Count: {self.graph_count}", f"Graph Break Count: {self.graph_break_count}",
                 f"Op Count: {self.op_count}", "Break Reasons:"]
        lines += [f"  Break Reason {i + 1}: {b}" for i, b in enumerate(self.break_reasons)]
        lines.append("Ops per Graph:")
        for i, ops in enumerate(self.ops_per_graph):
            lines.append(f"  Ops {i + 1}: {', '.join(ops)}")
        lines.append("Out Guards:")
        lines += [f"  {g}" for guards in self.out_guards for g in guards]
        return "\n".join(lines)


def explain(fn, *extra_args, **extra_kwargs):
    """`explain(fn)(*args, **kwargs)` runs `fn` once, compiled, and reports what was captured."""

    def run(*args, **kwargs) -> ExplainOutput:
        report = ExplainOutput()
        compiled = _compile(fn, backend="eager")
        target = getattr(compiled, "_compiled", compiled)

        def on_trace(entry) -> None:
            report.break_reasons += entry.breaks
            report.out_guards.append(entry.guards)
            if entry.graph_module is not None:
                ops = [n.name for n in entry.graph_module.graph.nodes]
                report.graphs.append(entry.graph_module)
                report.ops_per_graph.append(ops)
                report.op_count += len(ops)

        target.on_trace = on_trace
        compiled(*args, **kwargs)
        report.graph_count = len(report.graphs)
        report.graph_break_count = len(report.break_reasons)
        return report

    if extra_args or extra_kwargs:
        return run(*extra_args, **extra_kwargs)
    return run
