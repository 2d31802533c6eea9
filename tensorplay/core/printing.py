"""`repr(tensor)` exactly as PyTorch prints it: `tensor([ 1.0000, -2.5000], requires_grad=True)`.

PyTorch's rules (torch/_tensor_str.py): one formatter for the whole tensor picks integer mode
(`1.`), fixed point (`1.5000`) or scientific notation (`1.5000e+08`) from the nonzero finite
values, and every element is right-aligned to the widest one; more than 1000 elements are
summarized to 3 items at each edge of every dim; lines wrap at 80 characters.
`set_printoptions` changes those numbers (process-wide, as in PyTorch).
"""

from __future__ import annotations

import math

import numpy as np

from . import dtype as _dtype
from .meta import MetaArray


class _PrintOptions:
    precision = 4
    threshold: float = 1000
    edgeitems = 3
    linewidth = 80
    sci_mode: bool | None = None


PRINT_OPTS = _PrintOptions()
_PROFILES = {"default": (4, 1000, 3, 80), "short": (2, 1000, 2, 80), "full": (4, math.inf, 3, 80)}


def set_printoptions(precision: int | None = None, threshold: float | None = None,
                     edgeitems: int | None = None, linewidth: int | None = None,
                     profile: str | None = None, sci_mode: bool | None = None) -> None:
    """Set how tensors print, as `torch.set_printoptions`: `precision` digits after the point
    (4), summarize past `threshold` elements (1000) to `edgeitems` per edge (3), wrap at
    `linewidth` (80); `profile` is "default", "short" or "full" (never summarize);
    `sci_mode` True/False forces scientific notation on or off, None (every call that does
    not pass it) lets the values decide."""
    if profile is not None:
        opts = PRINT_OPTS
        opts.precision, opts.threshold, opts.edgeitems, opts.linewidth = _PROFILES[profile]
    for name, value in (("precision", precision), ("threshold", threshold),
                        ("edgeitems", edgeitems), ("linewidth", linewidth)):
        if value is not None:
            setattr(PRINT_OPTS, name, value)
    PRINT_OPTS.sci_mode = sci_mode


class _Formatter:
    """Formats elements of one tensor (or of its summarized edges) to a common width."""

    def __init__(self, arr: np.ndarray):
        self.floating = arr.dtype.kind == "f"
        self.int_mode, self.sci_mode, self.width = True, False, 1
        values = arr.reshape(-1)
        if not self.floating:
            self.width = max([1, *(len(self._plain(v)) for v in values.tolist())])
            return
        finite = values[np.isfinite(values) & (values != 0)].astype(np.float64)
        if finite.size == 0:
            return
        low, high = np.abs(finite).min(), np.abs(finite).max()
        self.int_mode = bool(np.all(finite == np.ceil(finite)))
        self.sci_mode = (high / low > 1000.0 or high > 1.0e8 or low < 1.0e-4
                         if PRINT_OPTS.sci_mode is None else PRINT_OPTS.sci_mode)
        precision = PRINT_OPTS.precision
        if self.sci_mode:
            texts = [f"{v:.{precision}e}" for v in finite.tolist()]
        elif self.int_mode:
            texts = [f"{v:.0f}." for v in finite.tolist()]
        else:
            texts = [f"{v:.{precision}f}" for v in finite.tolist()]
        self.width = max(len(t) for t in texts)

    @staticmethod
    def _plain(value) -> str:
        return str(value)

    def format(self, value) -> str:
        if not self.floating:
            text = self._plain(value)
        elif self.sci_mode:
            text = f"{value:{self.width}.{PRINT_OPTS.precision}e}"
        elif self.int_mode:
            text = f"{value:.0f}" + ("" if math.isinf(value) or math.isnan(value) else ".")
        else:
            text = f"{value:.{PRINT_OPTS.precision}f}"
        return text.rjust(self.width)


def _summarized(arr: np.ndarray) -> np.ndarray:
    """The elements a summarized print shows: `edgeitems` at each end of every dim."""
    edge = PRINT_OPTS.edgeitems
    if arr.ndim == 0:
        return arr
    if arr.shape[0] > 2 * edge:
        arr = np.concatenate([arr[:edge], arr[arr.shape[0] - edge:]])
    if arr.ndim == 1 or arr.shape[0] == 0:
        return arr
    return np.stack([_summarized(row) for row in arr])


def _vector(arr: np.ndarray, indent: int, summarize: bool, fmt: _Formatter) -> str:
    per_line = max(1, (PRINT_OPTS.linewidth - indent) // (fmt.width + 2))
    edge = PRINT_OPTS.edgeitems
    if summarize and not edge:
        items = ["..."]
    elif summarize and arr.shape[0] > 2 * edge:
        items = ([fmt.format(v) for v in arr[:edge].tolist()] + [" ..."]
                 + [fmt.format(v) for v in arr[arr.shape[0] - edge:].tolist()])
    else:
        items = [fmt.format(v) for v in arr.tolist()]
    lines = [", ".join(items[i:i + per_line]) for i in range(0, len(items), per_line)]
    return "[" + (",\n" + " " * (indent + 1)).join(lines) + "]"


def _nested(arr: np.ndarray, indent: int, summarize: bool, fmt: _Formatter) -> str:
    if arr.ndim == 0:
        return fmt.format(arr.item())
    if arr.ndim == 1:
        return _vector(arr, indent, summarize, fmt)
    rows = range(arr.shape[0])
    edge = PRINT_OPTS.edgeitems
    if summarize and arr.shape[0] > 2 * edge:
        rows = [*range(edge), None, *range(arr.shape[0] - edge, arr.shape[0])]
    parts = ["..." if i is None else _nested(arr[i], indent + 1, summarize, fmt) for i in rows]
    return "[" + ("," + "\n" * (arr.ndim - 1) + " " * (indent + 1)).join(parts) + "]"


def _with_suffixes(text: str, suffixes: list[str], indent: int) -> str:
    """Append `, dtype=...` and the like, on a new line when the last one would pass 80 columns."""
    out = [text]
    last = len(text) - text.rfind("\n") + 1
    for suffix in suffixes:
        if last + len(suffix) + 2 > PRINT_OPTS.linewidth:
            out.append(",\n" + " " * indent + suffix)
            last = indent + len(suffix)
        else:
            out.append(", " + suffix)
            last += len(suffix) + 2
    return "".join(out) + ")"


def tensor_repr(t) -> str:
    arr = t._data
    prefix = "tensor("
    suffixes = []
    default_float = _dtype.get_default_dtype().np
    dtype_name = f"dtype={_dtype.from_numpy_dtype(arr.dtype)!r}"
    if arr.__class__ is MetaArray:  # no data to print: PyTorch's `...` with the device and size
        body = "..."
        suffixes += ["device='meta'", f"size={tuple(arr.shape)}"]
        if arr.dtype != default_float:
            suffixes.append(dtype_name)
    elif arr.size == 0:
        body = "[]"
        if arr.ndim != 1:
            suffixes.append(f"size={tuple(arr.shape)}")
        if arr.dtype != default_float:
            suffixes.append(dtype_name)
    else:
        if arr.dtype not in (default_float, np.dtype(np.int64), np.dtype(np.bool_)):
            suffixes.append(dtype_name)
        if arr.dtype is _dtype.BF16:  # formatted from its exact float32 values
            arr = arr.astype(np.float32)
        summarize = arr.size > PRINT_OPTS.threshold
        fmt = _Formatter(_summarized(arr) if summarize else arr)
        body = _nested(arr, len(prefix), summarize, fmt)
    if t.grad_fn is not None:
        suffixes.append(f"grad_fn=<{t.grad_fn.name()}>")
    elif t._requires_grad:
        suffixes.append("requires_grad=True")
    return _with_suffixes(prefix + body, suffixes, len(prefix))
