"""`repr` of a sparse COO tensor, laid out as PyTorch's: its indices and values tensors, then
size, nnz and layout (and the values' autograd state), wrapped at the print width."""

from __future__ import annotations

from ..core.printing import PRINT_OPTS


def sparse_repr(t) -> str:
    pad = " " * len("tensor(")
    indices = repr(t._sp_indices.detach()).replace("\n", "\n" + " " * len("tensor(indices="))
    values = repr(t._sp_values.detach()).replace("\n", "\n" + pad + " " * len("values="))
    tail = [f"size={tuple(t.shape)}", f"nnz={t._nnz()}", f"layout={t.layout!r}"]
    if t._sp_values.grad_fn is not None:
        tail.append(f"grad_fn=<{t._sp_values.grad_fn.name()}>")
    elif t.requires_grad:
        tail.append("requires_grad=True")
    lines = [f"tensor(indices={indices}", f"{pad}values={values}"]
    line = pad + tail[0]
    for item in tail[1:]:
        if len(line) + len(item) + 2 > PRINT_OPTS.linewidth:
            lines.append(line)
            line = pad + item
        else:
            line += ", " + item
    lines.append(line)
    return ",\n".join(lines) + ")"
