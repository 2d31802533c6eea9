"""tensorplay.utils.viz: `graph_of` walks the backward graph as PyTorch's engine would (the same
node names on both backends), `draw_graph` lays it out one row per depth, and `show` prints
an <img> tag holding a PNG."""

from __future__ import annotations

import base64

import pytest

from tensorplay.utils.viz import draw_graph, graph_of, show


def test_graph_of_names_the_nodes_as_torch(backend):
    x = backend.tensor([0.5, 1.0, 2.0], requires_grad=True)
    y = (x.sin() * x).sum()
    nodes, edges, labels = graph_of(y, {"x": x})
    assert sorted(labels.values()) == ["MulBackward0", "SinBackward0", "SumBackward0", "x  [3]"]
    assert labels[nodes[0]] == "SumBackward0"
    assert sorted((labels[a], labels[b]) for a, b in edges) == [
        ("MulBackward0", "SinBackward0"), ("MulBackward0", "x  [3]"),
        ("SinBackward0", "x  [3]"), ("SumBackward0", "MulBackward0")]


def test_draw_graph_and_show(capsys):
    matplotlib = pytest.importorskip("matplotlib")
    matplotlib.use("Agg")
    import tensorplay as tp

    w = tp.ones(2, requires_grad=True)
    fig = draw_graph((w * 3).exp().sum(), {"w": w}, title="t")
    texts = sorted(t.get_text() for t in fig.axes[0].texts if t.get_text())  # arrows: empty
    assert texts == ["ExpBackward0", "MulBackward0", "SumBackward0", "w  [2]"]
    show(fig, alt="g", width=100)
    out = capsys.readouterr().out
    assert out.startswith('<img alt="g" src="data:image/png;base64,') and out.rstrip().endswith('width="100">')
    png = base64.b64decode(out.split("base64,")[1].split('"')[0])
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
