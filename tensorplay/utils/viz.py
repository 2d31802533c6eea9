"""`tensorplay.utils.viz`: pictures of what autograd recorded, and of any matplotlib figure.

`draw_graph(root)` draws the backward graph that autograd recorded for a tensor: the nodes
reachable from `root.grad_fn` through `next_functions` (`graph_of` returns them as data, and
works on a torch tensor as well). `show(fig)` prints a figure as an inline PNG
(`<img src="data:...">`), so a documentation fence written with `html="on"` puts the
picture on the page with no file to serve; in a notebook or a script use `plt.show()`.

matplotlib is optional (the `dev` and `docs` extras install it): it is imported only when a
figure is drawn, and its absence is then reported with the command that installs it.
"""

from __future__ import annotations

import base64
import io
import sys
from typing import Any


def _pyplot() -> Any:
    """matplotlib.pyplot, imported on first use so `import tensorplay` never needs it."""
    try:
        import matplotlib.pyplot as plt
    except ImportError as exc:
        raise ImportError("tensorplay.utils.viz draws with matplotlib, which is not installed: "
                          "pip install matplotlib") from exc
    return plt


def show(fig: Any, *, alt: str = "figure", width: int | None = None) -> None:
    """Print `fig` as an <img> tag holding a base64 PNG, then close it."""
    plt = _pyplot()

    buf = io.BytesIO()
    fig.savefig(buf, format="png", dpi=90, bbox_inches="tight")
    plt.close(fig)
    data = base64.b64encode(buf.getvalue()).decode("ascii")
    style = f' width="{width}"' if width else ""
    # markdown-exec captures output through a `print` it puts in the fence's globals
    # (not through sys.stdout), so print with the caller's `print`.
    out = sys._getframe(1).f_globals.get("print", print)
    out(f'<img alt="{alt}" src="data:image/png;base64,{data}"{style}>')


# --8<-- [start:graph]
def graph_of(root: Any, names: dict | None = None) -> tuple[list, list, dict]:
    """The backward graph of tensor `root`: (nodes, edges, labels).

    Walks `grad_fn.next_functions` from `root` exactly as the engine does; a leaf's
    `AccumulateGrad` node is labelled with the leaf's name from `names` ({name: tensor}).
    """
    leaf_names = {id(t): n for n, t in (names or {}).items()}
    nodes, edges, labels = [], [], {}
    stack = [root.grad_fn]
    while stack:
        node = stack.pop()
        if node in nodes:
            continue
        nodes.append(node)
        label = node.name()
        var = getattr(node, "variable", None)  # AccumulateGrad: the leaf tensor
        if var is not None:
            label = f"{leaf_names.get(id(var), 'leaf')}  {list(var.shape)}"
        labels[node] = label
        for nxt, _ in node.next_functions:
            if nxt is not None:
                edges.append((node, nxt))
                stack.append(nxt)
    return nodes, edges, labels


def draw_graph(root: Any, names: dict | None = None, title: str | None = None) -> Any:
    """A matplotlib figure of `graph_of(root)`: the output at the top, the leaves at the
    bottom, one arrow per edge in the direction gradients travel during backward()."""
    plt = _pyplot()

    nodes, edges, labels = graph_of(root, names)
    depth = {nodes[0]: 0}  # longest distance from the root: every edge points one row down
    for _ in nodes:
        for a, b in edges:
            depth[b] = max(depth.get(b, 0), depth[a] + 1)
    rows: dict[int, list] = {}
    for n in nodes:
        rows.setdefault(depth[n], []).append(n)
    pos = {}
    for d, row in rows.items():
        for i, n in enumerate(row):
            pos[n] = (i - (len(row) - 1) / 2, -d)
    width = max(len(r) for r in rows.values())
    fig, ax = plt.subplots(figsize=(2.2 * width + 1.5, 1.1 * len(rows) + 0.6))
    for a, b in edges:
        skip = depth[b] - depth[a] > 1  # an edge over other rows: bend it around them
        ax.annotate("", xy=pos[b], xytext=pos[a],
                    arrowprops={"arrowstyle": "-|>", "color": "#555", "shrinkA": 16, "shrinkB": 16,
                                "connectionstyle": f"arc3,rad={-0.5 if skip else 0}"})
    for n, (x, y) in pos.items():
        leaf = getattr(n, "variable", None) is not None
        ax.text(x, y, labels[n], ha="center", va="center", fontsize=9,
                bbox={"boxstyle": "round,pad=0.4", "fc": "#cfe8cf" if leaf else "#dde6f7",
                      "ec": "#2e7d32" if leaf else "#3949ab"})
    ax.set_xlim(-width / 2 - 0.8, width / 2 + 0.8)
    ax.set_ylim(-len(rows) + 0.5, 0.5)
    ax.axis("off")
    if title:
        ax.set_title(title, fontsize=10)
    return fig
# --8<-- [end:graph]


__all__ = ["draw_graph", "graph_of", "show"]
