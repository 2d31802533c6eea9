"""The fused paths of `lstm_layer` and `gru_layer` (ops.yaml `fused:`): a whole recurrent
layer in one direction, over time-major arrays (T, B, ·), as one node on the tape, as
PyTorch's CPU `_VF.lstm` / `_VF.gru` run it.

The forward is the time loop over NumPy matrix products with each step's gate math fused
(the lstm_cell C helper where it applies). What back-propagation through time needs besides
the inputs and outputs (each step's gates, and the LSTM's cell states) is the op's last
output, `workspace`, as PyTorch's fused RNN kernels return theirs (`_thnn_fused_lstm_cell`,
`_cudnn_rnn`): the backward reads it instead of computing it again, and a gradient that
reaches it is honoured. The previous hidden states are the output shifted by one step. The
ops' composite bodies (formulas.py) are the reference these are tested against.
"""

from __future__ import annotations

import numpy as np

from ...backends import c as _c
from ..shared.kernels import _gate_sigmoid, _k_lstm_cell_grads


def _cell(gates, c):
    """[h', c'] (B, 2H) of one LSTM step: the C row loop, else NumPy."""
    if _c.OPS is not None:
        out = _c.lstm_cell_forward(gates, c)
        if out is not None:
            return out
    h = c.shape[-1]
    s = _gate_sigmoid(gates)
    c_new = s[:, h:2 * h] * c + s[:, :h] * np.tanh(gates[:, 2 * h:3 * h])
    return np.concatenate([s[:, 3 * h:] * np.tanh(c_new), c_new], -1)


def _cell_grads(grad, gates, c):
    """(d gates, d c) of one LSTM step for grad = [d h', d c'] (B, 2H)."""
    if _c.OPS is not None:
        out = _c.OPS.lstm_cell_backward(grad, gates, c)
        if out is not None:
            return out
    return _k_lstm_cell_grads(grad, gates, c)


def _project(x, w, b=None):
    """x (T, B, K) @ w.T (+ b) as one BLAS call over the T * B rows."""
    t, n, k = x.shape
    out = np.matmul(x.reshape(t * n, k), w.T).reshape(t, n, w.shape[0])
    if b is not None:
        out += b
    return out


def _live(g):
    """A gradient, or None when there is none: the engine passes zeros for an output nothing
    used (a first-element test spares the full scan for a real gradient)."""
    return None if g is None or not g.size or (g.flat[0] == 0 and not g.any()) else g


def _rows(a):
    """(T, B, K) as (T * B, K), one row per step and batch element (also when empty)."""
    return a.reshape(a.shape[0] * a.shape[1], a.shape[2])


def _ordered(a, reverse: bool):
    """The time steps in the order the layer runs them."""
    return a[::-1] if reverse else a


def _prev(out, h0):
    """Each step's incoming hidden state: h0, then the outputs but the last (run order)."""
    return np.concatenate([h0[None], out[:-1]], 0)


def _k_lstm_layer(input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr, reverse):
    """(output (T, B, P), h_n, c_n, workspace (T, B, 5H): each step's gate pre-activations
    and cell state) of one LSTM layer in one direction. The input's projection is written
    into the workspace, where each step adds h W_hh^T in place."""
    hidden, (steps, batch) = c0.shape[-1], input.shape[:2]
    bias = b_ih if b_hh is None else b_hh if b_ih is None else b_ih + b_hh
    xw = _project(input, w_ih)
    ws = np.empty((steps, batch, 5 * hidden), xw.dtype)
    if bias is None:
        ws[..., :4 * hidden] = xw
    else:
        np.add(xw, bias, out=ws[..., :4 * hidden])
    out = np.empty((steps, batch, h0.shape[-1]), xw.dtype)
    run, run_ws = _ordered(out, reverse), _ordered(ws, reverse)
    h, c, w_t = h0, c0, np.ascontiguousarray(w_hh.T)  # BLAS: a third faster than w_hh.T
    for t in range(steps):
        gates = run_ws[t, :, :4 * hidden]
        gates += np.matmul(h, w_t)
        hc = _cell(gates, c)
        h, c = hc[:, :hidden], hc[:, hidden:]
        run_ws[t, :, 4 * hidden:] = c
        if w_hr is not None:
            h = np.matmul(h, w_hr.T)
        run[t] = h
    return out, np.array(h), np.array(c), ws


def _k_lstm_layer_backward(grads, needs, shapes, input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr,
                           result, reverse):
    """Every input's gradient of lstm_layer by back-propagation through time (the op's
    inputs share one dtype: `same_dtype:`)."""
    out, _, _, ws = result
    g_out, g_h, g_c, g_ws = (_live(g) for g in grads)
    g_out = np.zeros_like(out) if g_out is None else g_out
    g_ws = None if g_ws is None else _ordered(g_ws, reverse)
    hidden, (steps, batch, _) = c0.shape[-1], input.shape
    x, g_out, ws = _ordered(input, reverse), _ordered(g_out, reverse), _ordered(ws, reverse)
    h_prev = _prev(_ordered(out, reverse), h0)
    pre, cells = ws[..., :4 * hidden], ws[..., 4 * hidden:]
    raw = None if w_hr is None else _gate_sigmoid(pre[..., 3 * hidden:]) * np.tanh(cells)
    d_pre = np.empty((steps, batch, 4 * hidden), ws.dtype)
    d_y = np.empty_like(g_out) if w_hr is not None else None
    dh, dc = g_h, np.zeros_like(c0) if g_c is None else g_c
    grad = np.empty((batch, 2 * hidden), ws.dtype)  # [d h_t, d c_t], the cell's gradient
    for t in range(steps - 1, -1, -1):
        if w_hr is None:
            np.add(g_out[t], 0 if dh is None else dh, out=grad[:, :hidden])
        else:
            d_y[t] = g_out[t] if dh is None else g_out[t] + dh
            np.matmul(d_y[t], w_hr, out=grad[:, :hidden])
        grad[:, hidden:] = dc
        if g_ws is not None:
            grad[:, hidden:] += g_ws[t, :, 4 * hidden:]
        d_pre[t], dc = _cell_grads(grad, pre[t], cells[t - 1] if t else c0)
        if g_ws is not None:
            d_pre[t] += g_ws[t, :, :4 * hidden]
        dh = np.matmul(d_pre[t], w_hh)
    rows = _rows(d_pre)
    d_bias = np.ones(len(rows), rows.dtype) @ rows  # the column sums, as one BLAS call
    d_x = _ordered(_project(d_pre, w_ih.T), reverse) if needs[0] else None
    return (d_x, dh if needs[1] else None, dc if needs[2] else None,
            rows.T @ _rows(x) if needs[3] else None,
            rows.T @ _rows(h_prev) if needs[4] else None,
            d_bias if needs[5] else None, d_bias.copy() if needs[6] else None,
            _rows(d_y).T @ _rows(raw) if w_hr is not None and needs[7] else None)


def _k_gru_layer(input, h0, w_ih, w_hh, b_ih, b_hh, reverse):
    """(output (T, B, H), h_n, workspace (T, B, 4H): each step's r, z, n and h W_hn^T + b_hn)
    of one GRU layer in one direction."""
    xw = _ordered(_project(input, w_ih, b_ih), reverse)
    hidden, (steps, batch) = h0.shape[-1], input.shape[:2]
    out = np.empty((steps, batch, hidden), xw.dtype)
    ws = np.empty((steps, batch, 4 * hidden), xw.dtype)
    run, run_ws = _ordered(out, reverse), _ordered(ws, reverse)
    h, w_t = h0, np.ascontiguousarray(w_hh.T)
    for t in range(steps):
        hw = np.matmul(h, w_t)
        if b_hh is not None:
            hw += b_hh
        rz = _gate_sigmoid(xw[t, :, :2 * hidden] + hw[:, :2 * hidden])
        n = np.tanh(xw[t, :, 2 * hidden:] + rz[:, :hidden] * hw[:, 2 * hidden:])
        h = n + rz[:, hidden:] * (h - n)
        run[t] = h
        run_ws[t, :, :2 * hidden], run_ws[t, :, 2 * hidden:3 * hidden] = rz, n
        run_ws[t, :, 3 * hidden:] = hw[:, 2 * hidden:]
    return out, np.array(h), ws


def _k_gru_layer_backward(grads, needs, shapes, input, h0, w_ih, w_hh, b_ih, b_hh, result,
                          reverse):
    """Every input's gradient of gru_layer by back-propagation through time. Only dh runs
    step by step; the factors it is multiplied by are computed for all steps at once."""
    out, _, ws = result
    g_out, g_h, g_ws = (_live(g) for g in grads)
    g_out = np.zeros_like(out) if g_out is None else g_out
    hidden, steps = h0.shape[-1], input.shape[0]
    x, g_out, ws = _ordered(input, reverse), _ordered(g_out, reverse), _ordered(ws, reverse)
    h_prev = _prev(_ordered(out, reverse), h0)
    r, z, n, hn = (ws[..., k * hidden:(k + 1) * hidden] for k in range(4))
    dn_dh = (1 - z) * (1 - n * n)  # d (pre-activation of n) / d h', per step
    dr_dn = hn * r * (1 - r)  # d (pre-activation of r) / d (pre-activation of n)
    dz_dh = (h_prev - n) * z * (1 - z)
    g_ws = None if g_ws is None else _ordered(g_ws, reverse)
    if g_ws is not None:  # a gradient reaching the workspace: r, z, n, hn directly
        extra_n = g_ws[..., 2 * hidden:3 * hidden] * (1 - n * n)
        extra_r = g_ws[..., :hidden] * r * (1 - r) + extra_n * hn * r * (1 - r)
        extra_z = g_ws[..., hidden:2 * hidden] * z * (1 - z)
    d_hw = np.empty(ws.shape[:2] + (3 * hidden,), ws.dtype)
    d_pre_n = np.empty_like(n)
    dh = g_h
    for t in range(steps - 1, -1, -1):
        dh = g_out[t] if dh is None else g_out[t] + dh
        d_pre_n[t] = dh * dn_dh[t]
        d_hw[t, :, :hidden] = d_pre_n[t] * dr_dn[t]
        d_hw[t, :, hidden:2 * hidden] = dh * dz_dh[t]
        if g_ws is not None:
            d_pre_n[t] += extra_n[t]
            d_hw[t, :, :hidden] += extra_r[t]
            d_hw[t, :, hidden:2 * hidden] += extra_z[t]
        d_hw[t, :, 2 * hidden:] = d_pre_n[t] * r[t]
        if g_ws is not None:
            d_hw[t, :, 2 * hidden:] += g_ws[t, :, 3 * hidden:]
        dh = dh * z[t] + np.matmul(d_hw[t], w_hh)
    d_xw = d_hw.copy()
    d_xw[..., 2 * hidden:] = d_pre_n
    xrows, hrows = _rows(d_xw), _rows(d_hw)
    return (_ordered(_project(d_xw, w_ih.T), reverse) if needs[0] else None,
            dh if needs[1] else None,
            xrows.T @ _rows(x) if needs[2] else None,
            hrows.T @ _rows(h_prev) if needs[3] else None,
            xrows.sum(0) if needs[4] else None, hrows.sum(0) if needs[5] else None)
