"""The fused paths of `lstm_layer` and `gru_layer` (ops.yaml `fused:`): a whole recurrent
layer in one direction, over time-major arrays (T, B, ·), as one node on the tape, as
PyTorch's CPU `_VF.lstm` / `_VF.gru` run it.

The forward is the time loop over NumPy matrix products with each step's gate math fused
(the lstm_cell C helper where it applies). It keeps nothing beyond the op's inputs and
outputs: the backward rebuilds every step's gate pre-activations with two large matrix
products (the previous hidden states are the output shifted by one step), which BLAS does
faster than the step loop wrote them, then runs back-propagation through time on the arrays.
The ops' composite bodies (formulas.py) are the reference these are tested against.
"""

from __future__ import annotations

import numpy as np

from ..._support.kernels import _gate_sigmoid, _k_lstm_cell_grads
from ...backends import c as _c


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
    """(output (T, B, P), h_n, c_n) of one LSTM layer in one direction."""
    xw = _ordered(_project(input, w_ih, b_ih), reverse)
    if b_hh is not None:
        xw += b_hh
    hidden = c0.shape[-1]
    out = np.empty((input.shape[0], h0.shape[0], h0.shape[-1]), xw.dtype)
    run = _ordered(out, reverse)
    h, c = h0, c0
    for t in range(xw.shape[0]):
        gates = np.matmul(h, w_hh.T)
        gates += xw[t]
        hc = _cell(gates, c)
        h, c = hc[:, :hidden], hc[:, hidden:]
        if w_hr is not None:
            h = np.matmul(h, w_hr.T)
        run[t] = h
    return out, np.array(h), np.array(c)


def _k_lstm_layer_backward(grads, needs, shapes, input, h0, c0, w_ih, w_hh, b_ih, b_hh, w_hr,
                           result, reverse):
    """Every input's gradient of lstm_layer by back-propagation through time (the op's
    inputs share one dtype: `same_dtype:`)."""
    out = result[0]
    g_out, g_h, g_c = (np.zeros_like(r) if g is None else g for g, r in zip(grads, result))
    hidden, (steps, batch, _) = c0.shape[-1], input.shape
    x, y, g_out = _ordered(input, reverse), _ordered(out, reverse), _ordered(g_out, reverse)
    h_prev = _prev(y, h0)
    pre = _project(x, w_ih, b_ih) + _project(h_prev, w_hh, b_hh)
    cells = np.empty((steps + 1, batch, hidden), pre.dtype)  # c_{t-1} at t, c_n last
    cells[0] = c0
    raw = np.empty((steps, batch, hidden), pre.dtype) if w_hr is not None else None
    for t in range(steps):  # the cell states again: pointwise work only
        hc = _cell(pre[t], cells[t])
        cells[t + 1] = hc[:, hidden:]
        if raw is not None:
            raw[t] = hc[:, :hidden]
    d_pre = np.empty_like(pre)
    d_y = np.empty_like(g_out) if w_hr is not None else None
    dh, dc = g_h, g_c
    grad = np.empty((batch, 2 * hidden), pre.dtype)
    for t in range(steps - 1, -1, -1):
        dh = g_out[t] + dh
        if w_hr is not None:
            d_y[t] = dh
            dh = np.matmul(dh, w_hr)
        grad[:, :hidden], grad[:, hidden:] = dh, dc
        d_pre[t], dc = _cell_grads(grad, pre[t], cells[t])
        dh = np.matmul(d_pre[t], w_hh)
    rows = _rows(d_pre)
    d_bias = rows.sum(0)
    d_x = _ordered(_project(d_pre, w_ih.T), reverse) if needs[0] else None
    return (d_x, dh if needs[1] else None, dc if needs[2] else None,
            rows.T @ _rows(x) if needs[3] else None,
            rows.T @ _rows(h_prev) if needs[4] else None,
            d_bias if needs[5] else None, d_bias.copy() if needs[6] else None,
            _rows(d_y).T @ _rows(raw)
            if w_hr is not None and needs[7] else None)


def _k_gru_layer(input, h0, w_ih, w_hh, b_ih, b_hh, reverse):
    """(output (T, B, H), h_n) of one GRU layer in one direction."""
    xw = _ordered(_project(input, w_ih, b_ih), reverse)
    hidden = h0.shape[-1]
    out = np.empty((input.shape[0], h0.shape[0], hidden), xw.dtype)
    run = _ordered(out, reverse)
    h = h0
    for t in range(xw.shape[0]):
        hw = np.matmul(h, w_hh.T)
        if b_hh is not None:
            hw += b_hh
        rz = _gate_sigmoid(xw[t, :, :2 * hidden] + hw[:, :2 * hidden])
        n = np.tanh(xw[t, :, 2 * hidden:] + rz[:, :hidden] * hw[:, 2 * hidden:])
        h = n + rz[:, hidden:] * (h - n)
        run[t] = h
    return out, np.array(h)


def _k_gru_layer_backward(grads, needs, shapes, input, h0, w_ih, w_hh, b_ih, b_hh, result,
                          reverse):
    """Every input's gradient of gru_layer by back-propagation through time. Only dh runs
    step by step; every gate is rebuilt for all steps at once from the saved outputs."""
    out = result[0]
    g_out, g_h = (np.zeros_like(r) if g is None else g for g, r in zip(grads, result))
    hidden, steps = h0.shape[-1], input.shape[0]
    x, y, g_out = _ordered(input, reverse), _ordered(out, reverse), _ordered(g_out, reverse)
    h_prev = _prev(y, h0)
    xw, hw = _project(x, w_ih, b_ih), _project(h_prev, w_hh, b_hh)
    rz = _gate_sigmoid(xw[..., :2 * hidden] + hw[..., :2 * hidden])
    r, z = rz[..., :hidden], rz[..., hidden:]
    hn = hw[..., 2 * hidden:]
    n = np.tanh(xw[..., 2 * hidden:] + r * hn)
    d_xw, d_hw = np.empty_like(xw), np.empty_like(hw)
    dh = g_h
    for t in range(steps - 1, -1, -1):
        dh = g_out[t] + dh
        d_n = dh * (1 - z[t]) * (1 - n[t] * n[t])
        d_hw[t, :, 2 * hidden:] = d_n * r[t]
        d_xw[t, :, 2 * hidden:] = d_n
        d_r = d_n * hn[t] * r[t] * (1 - r[t])
        d_z = dh * (h_prev[t] - n[t]) * z[t] * (1 - z[t])
        d_xw[t, :, :hidden] = d_hw[t, :, :hidden] = d_r
        d_xw[t, :, hidden:2 * hidden] = d_hw[t, :, hidden:2 * hidden] = d_z
        dh = dh * z[t] + np.matmul(d_hw[t], w_hh)
    xrows, hrows = _rows(d_xw), _rows(d_hw)
    return (_ordered(_project(d_xw, w_ih.T), reverse) if needs[0] else None,
            dh if needs[1] else None,
            xrows.T @ _rows(x) if needs[2] else None,
            hrows.T @ _rows(h_prev) if needs[3] else None,
            xrows.sum(0) if needs[4] else None, hrows.sum(0) if needs[5] else None)
