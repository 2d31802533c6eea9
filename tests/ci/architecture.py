"""Measurements of the package's shape, used by tests/ci/test_architecture.py and printed by
`python -m tests.ci.architecture` (the figures quoted when the layout changes).

- the import graph of `tensorplay/`, counting every import (module level and function-local),
  and its strongly connected components (import circles);
- the function-local imports of tensorplay modules (each one a hidden edge of that graph);
- hand-written files and their lengths, and the generated op code per op;
- the files a learner's path executes (traced with sys.settrace).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "tensorplay"
CODEGEN = ROOT / "codegen"
GENERATED_MARK = "GENERATED FILE"


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def python_files(package: Path = PACKAGE) -> dict[str, Path]:
    return {module_name(p): p for p in sorted(package.rglob("*.py"))}


def is_generated(path: Path) -> bool:
    with path.open(encoding="utf-8") as f:
        return GENERATED_MARK in f.readline()


def _resolve(importer: str, is_package: bool, node: ast.ImportFrom | ast.Import,
             known: dict) -> list[str]:
    if isinstance(node, ast.Import):
        return [a.name for a in node.names]
    base = importer if is_package else importer.rpartition(".")[0]
    for _ in range(node.level - 1):
        base = base.rpartition(".")[0]
    mod = (f"{base}.{node.module}" if node.module else base) if node.level else node.module
    # `from pkg import sub` imports the submodule `pkg.sub` when there is one, else a name of pkg
    return [f"{mod}.{a.name}" if f"{mod}.{a.name}" in known else mod for a in node.names]


def imports(modules: dict[str, Path]) -> tuple[dict[str, set[str]], list[tuple[str, int, str]]]:
    """(edges, function-local imports): edges[m] = the tensorplay modules `m` imports anywhere
    (TYPE_CHECKING blocks excluded); the local list holds (module, line, imported)."""
    edges: dict[str, set[str]] = {m: set() for m in modules}
    local: list[tuple[str, int, str]] = []
    for name, path in modules.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
                skip.update(id(n) for b in node.body for n in ast.walk(b))
        funcs = [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef | ast.AsyncFunctionDef)]
        in_func = {id(n) for f in funcs for n in ast.walk(f) if n is not f}
        for node in ast.walk(tree):
            if not isinstance(node, ast.Import | ast.ImportFrom) or id(node) in skip:
                continue
            targets = [t for t in _resolve(name, path.name == "__init__.py", node, modules) if t in modules]
            edges[name].update(t for t in targets if t != name)
            if targets and id(node) in in_func:
                local.append((name, node.lineno, targets[0]))
    return edges, local


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import circles (strongly connected components of more than one module), largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(max(limit, 10 * len(edges)))  # restored: other tests rely on it
    try:
        for v in edges:
            if v not in index:
                visit(v)
    finally:
        sys.setrecursionlimit(limit)
    return sorted(out, key=len, reverse=True)


def executed_files(run: Callable[[], object], setup: Callable[[], object] | None = None) -> list[str]:
    """The tensorplay files whose code runs during `run()` (after `setup()`), in first-seen order."""
    state = setup() if setup is not None else None
    seen: dict[str, None] = {}
    prefix = str(PACKAGE)

    def tracer(frame, event, arg):
        f = frame.f_code.co_filename
        if f.startswith(prefix):
            seen.setdefault(str(Path(f).relative_to(ROOT)), None)
        return None

    sys.settrace(tracer)
    try:
        run() if state is None else run(state)
    finally:
        sys.settrace(None)
    return list(seen)


def generated_lines_per_op() -> tuple[int, int]:
    """(lines of generated Python op code, ops): the family modules, the method table and the
    refusals table, over the spec entries (one `[start:<op>]` section each)."""
    files = [p for p in PACKAGE.rglob("*.py") if is_generated(p)]
    lines = sum(len(p.read_text(encoding="utf-8").splitlines()) for p in files)
    ops = sum(p.read_text(encoding="utf-8").count("# --8<-- [start:") for p in files)
    return lines, ops


def _mse_linear():
    import tensorplay as tp

    lin = tp.nn.Linear(4, 3)
    x, y = tp.randn(8, 4), tp.randn(8, 3)
    loss = tp.nn.functional.mse_loss(lin(x), y)
    return loss


def learner_paths() -> dict[str, list[str]]:
    """The files each learner's path runs, its inputs made beforehand (import-time code and
    the inputs' creation are not counted)."""
    import tensorplay as tp

    def f(x):
        return (x.sin() * x).sum()

    def sin_sum(x):
        x.sin().sum().backward()

    def cross_entropy(args):
        x, target = args
        tp.nn.functional.cross_entropy(x, target).backward()

    def leaf():
        return tp.randn(5, requires_grad=True)

    def logits():
        return tp.randn(4, 5, requires_grad=True), tp.tensor([0, 1, 2, 3])

    def batch():
        return tp.randn(5, 3)

    def vmap_grad(x):
        return tp.func.vmap(tp.func.grad(f))(x)

    vmap_grad(batch())  # warm up: first-call work (caches, imports) is not counted
    sin_sum(leaf())
    cross_entropy(logits())
    _mse_linear().backward()
    return {
        "loss.backward() (MSE on a Linear)": executed_files(lambda loss: loss.backward(), _mse_linear),
        "vmap(grad(f))(x)": executed_files(vmap_grad, batch),
        "sin(x).sum().backward()": executed_files(sin_sum, leaf),
        "cross_entropy forward+backward": executed_files(cross_entropy, logits),
    }


def report() -> None:
    modules = python_files()
    edges, local = imports(modules)
    circ = circles(edges)
    hand = {m: p for m, p in modules.items() if not is_generated(p)}
    lengths = sorted(((sum(1 for _ in p.open()), m) for m, p in hand.items()), reverse=True)
    print(f"modules: {len(modules)} ({len(hand)} hand-written)")
    print(f"largest import circle: {len(circ[0]) if circ else 0} files; circles: {[len(c) for c in circ]}")
    for c in circ[:3]:
        print("  ", ", ".join(c))
    print(f"function-local imports of tensorplay modules: {len(local)}")
    print(f"hand-written files over 800 lines: {[(m, n) for n, m in lengths if n > 800]}")
    lines, ops = generated_lines_per_op()
    print(f"generated op code: {lines} lines for {ops} ops, {lines / ops:.1f} per op")
    for name, files in learner_paths().items():
        print(f"{name}: {len(files)} files")
        for f in files:
            print("   ", f)


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    report()
