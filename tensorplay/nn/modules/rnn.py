"""Recurrent layers: `RNN`, `LSTM`, `GRU` (multi-layer, bidirectional) and their one-step
cells `RNNCell`, `LSTMCell`, `GRUCell`, with PyTorch's parameter names and shapes
(`weight_ih_l0`, `weight_hh_l0_reverse`, ...) so state dicts load across.

An LSTM or GRU layer runs each direction over the whole sequence as one op (`lstm_layer`,
`gru_layer`: one graph node, as PyTorch's `_VF.lstm`), whose body is the per-step math
the cells use. The Elman RNN projects the whole input sequence once (`x W_ih^T + b_ih`,
one matmul), then runs the recurrence one time step at a time (`_step`, shared with the
cells). Everything is composed of ops, so autograd needs nothing extra.
"""

from __future__ import annotations

import math
import numbers
import warnings

from ...core import optable as O
from .. import functional as F
from .. import init
from ..functional import linear
from ..parameter import Parameter
from ._util import empty
from .module import Module

_GATES = {"RNN_TANH": 1, "RNN_RELU": 1, "LSTM": 4, "GRU": 3}


def _step(mode: str, xw, h, c, w_hh, b_hh, w_hr=None):
    """One time step from the input's projection `xw` (x W_ih^T + b_ih) and the state.
    Returns (h', c') (c' is None except for LSTM)."""
    if mode != "GRU":  # xw + b_hh + h W_hh^T as one linear whose bias is the rest
        pre = linear(h, w_hh, xw if b_hh is None else xw + b_hh)
        if mode != "LSTM":
            return (pre.tanh() if mode == "RNN_TANH" else pre.relu()), None
        h, c = O._lstm_gates(pre, c).chunk(2, -1)  # the gates' pointwise math: one op
        return (h if w_hr is None else linear(h, w_hr)), c
    xr, xz, xn = xw.chunk(3, -1)
    hr, hz, hn = linear(h, w_hh, b_hh).chunk(3, -1)
    r = (xr + hr).sigmoid()
    z = (xz + hz).sigmoid()
    n = (xn + r * hn).tanh()
    return n + z * (h - n), None


class RNNBase(Module):
    """The shared machinery of RNN, LSTM and GRU: parameters per layer and direction, input
    and state checks, and the layer loop."""

    def __init__(self, mode: str, input_size: int, hidden_size: int, num_layers: int = 1,
                 bias: bool = True, batch_first: bool = False, dropout: float = 0.0,
                 bidirectional: bool = False, proj_size: int = 0, device=None,
                 dtype=None):
        super().__init__()
        if not isinstance(dropout, numbers.Number) or not 0 <= dropout <= 1 or isinstance(dropout, bool):
            raise ValueError("dropout should be a number in range [0, 1] representing the probability "
                             "of an element being zeroed")
        if dropout > 0 and num_layers == 1:
            warnings.warn("dropout option adds dropout after all but last recurrent layer, so non-zero "
                          f"dropout expects num_layers greater than 1, but got dropout={dropout} and "
                          f"num_layers={num_layers}", stacklevel=2)
        if not isinstance(hidden_size, int) or hidden_size <= 0:
            raise ValueError("hidden_size must be greater than zero" if isinstance(hidden_size, int)
                             else f"hidden_size should be of type int, got: {type(hidden_size).__name__}")
        if num_layers <= 0:
            raise ValueError("num_layers must be greater than zero")
        if proj_size < 0:
            raise ValueError("proj_size should be a positive integer or zero to disable projections")
        if proj_size >= hidden_size:
            raise ValueError("proj_size has to be smaller than hidden_size")
        if proj_size and mode != "LSTM":
            raise ValueError("proj_size argument is only supported for LSTM, not RNN or GRU")
        self.mode = mode
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.num_layers = num_layers
        self.bias = bias
        self.batch_first = batch_first
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.proj_size = proj_size
        gate_size = _GATES[mode] * hidden_size
        out_size = proj_size or hidden_size
        self._flat_weights_names: list[str] = []
        for layer in range(num_layers):
            for direction in range(self._directions):
                suffix = f"_l{layer}" + ("_reverse" if direction else "")
                layer_in = input_size if layer == 0 else out_size * self._directions
                shapes = {"weight_ih": (gate_size, layer_in), "weight_hh": (gate_size, out_size)}
                if bias:
                    shapes.update(bias_ih=(gate_size,), bias_hh=(gate_size,))
                if proj_size:
                    shapes["weight_hr"] = (proj_size, hidden_size)
                for name, shape in shapes.items():
                    setattr(self, name + suffix, Parameter(empty(*shape, device=device, dtype=dtype)))
                    self._flat_weights_names.append(name + suffix)
        self.reset_parameters()

    @property
    def _directions(self) -> int:
        return 2 if self.bidirectional else 1

    def reset_parameters(self) -> None:
        """Every weight and bias U(-1/sqrt(hidden_size), 1/sqrt(hidden_size))."""
        stdv = 1.0 / math.sqrt(self.hidden_size)
        for w in self.parameters():
            init.uniform_(w, -stdv, stdv)

    @property
    def all_weights(self) -> list[list[Parameter]]:
        per = len(self._flat_weights_names) // (self.num_layers * self._directions)
        names = self._flat_weights_names
        return [[getattr(self, n) for n in names[i:i + per]] for i in range(0, len(names), per)]

    def _weights(self, layer: int, direction: int):
        suffix = f"_l{layer}" + ("_reverse" if direction else "")
        get = self.__dict__["_parameters"].get
        return (get("weight_ih" + suffix), get("bias_ih" + suffix), get("weight_hh" + suffix),
                get("bias_hh" + suffix), get("weight_hr" + suffix))

    def _state_shape(self, batch: int, size: int) -> tuple:
        return (self.num_layers * self._directions, batch, size)

    def _check_state(self, hx, batch: int, size: int, batched: bool) -> None:
        expected = self._state_shape(batch, size)
        if not batched:
            expected = (expected[0], expected[2])
        if tuple(hx.shape) != expected:
            raise RuntimeError(f"Expected hidden size {expected}, got {list(hx.shape)}")

    def _run_direction(self, seq, time_dim: int, h, c, weights, reverse: bool):
        """One layer in one direction over `seq`, whose time steps run along `time_dim` (1 for
        a batch_first input: it is projected in its stored layout, one BLAS call)."""
        w_ih, b_ih, w_hh, b_hh, w_hr = weights
        if self.mode in ("LSTM", "GRU"):  # the whole sequence as one op (one graph node)
            seq = seq.transpose(0, 1) if time_dim else seq
            if self.mode == "LSTM":
                return O.lstm_layer(seq, h, c, w_ih, w_hh, b_ih, b_hh, w_hr, reverse)[:3]
            return *O.gru_layer(seq, h, w_ih, w_hh, b_ih, b_hh, reverse)[:2], None
        if b_hh is not None:  # both biases join the input projection
            b_ih, b_hh = b_ih + b_hh, None
        steps = linear(seq, w_ih, b_ih).unbind(time_dim)
        outs = []
        for xw in reversed(steps) if reverse else steps:
            h, c = _step(self.mode, xw, h, c, w_hh, b_hh, w_hr)
            outs.append(h)
        if reverse:
            outs.reverse()
        return O.stack(outs, 0), h, c

    def forward(self, input, hx=None):
        if input.dim() not in (2, 3):
            raise ValueError(f"{type(self).__name__}: Expected input to be 2D or 3D, got {input.dim()}D instead")
        batched = input.dim() == 3
        if input.shape[-1] != self.input_size:
            raise RuntimeError(f"input.size(-1) must be equal to input_size. Expected {self.input_size}, "
                               f"got {input.shape[-1]}")
        weight = self.weight_ih_l0
        if input.dtype != weight.dtype:
            raise ValueError(f"RNN input dtype ({input.dtype}) does not match weight dtype ({weight.dtype}). "
                             f"Convert input: input.to({weight.dtype}), or convert model: "
                             f"model.to({input.dtype})")
        time_dim = 1 if batched and self.batch_first else 0
        if not batched:
            input = input.unsqueeze(1)
        batch = input.shape[1 - time_dim]
        out_size = self.proj_size or self.hidden_size
        lstm = self.mode == "LSTM"
        if hx is None:
            h0 = O.zeros(self._state_shape(batch, out_size), dtype=input.dtype)
            c0 = O.zeros(self._state_shape(batch, self.hidden_size), dtype=input.dtype) if lstm else None
        else:
            h0, c0 = hx if lstm else (hx, None)
            self._check_state(h0, batch, out_size, batched)
            if lstm:
                self._check_state(c0, batch, self.hidden_size, batched)
            if not batched:
                h0 = h0.unsqueeze(1)
                c0 = c0.unsqueeze(1) if lstm else None
        h_n, c_n = [], []
        layer_input = input
        for layer in range(self.num_layers):
            outs = []
            for direction in range(self._directions):
                k = layer * self._directions + direction
                out, h, c = self._run_direction(layer_input, time_dim if layer == 0 else 0, h0[k],
                                                c0[k] if lstm else None,
                                                self._weights(layer, direction), bool(direction))
                outs.append(out)
                h_n.append(h)
                c_n.append(c)
            layer_input = outs[0] if len(outs) == 1 else O.cat(outs, 2)
            if self.dropout and self.training and layer < self.num_layers - 1:
                layer_input = F.dropout(layer_input, self.dropout, True)
        output, h_n = layer_input, O.stack(h_n, 0)
        c_n = O.stack(c_n, 0) if lstm else None
        if not batched:
            output, h_n = output.squeeze(1), h_n.squeeze(1)
            c_n = c_n.squeeze(1) if lstm else None
        elif self.batch_first:
            output = output.transpose(0, 1)
        return output, ((h_n, c_n) if lstm else h_n)

    def extra_repr(self) -> str:
        s = f"{self.input_size}, {self.hidden_size}"
        if self.proj_size:
            s += f", proj_size={self.proj_size}"
        if self.num_layers != 1:
            s += f", num_layers={self.num_layers}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        if self.batch_first is not False:
            s += f", batch_first={self.batch_first}"
        if self.dropout:
            s += f", dropout={self.dropout}"
        if self.bidirectional is not False:
            s += f", bidirectional={self.bidirectional}"
        return s


class RNN(RNNBase):
    """Elman RNN: h_t = tanh(x_t W_ih^T + b_ih + h_{t-1} W_hh^T + b_hh) (or relu).
    forward(input, h_0=None) -> (output, h_n)."""

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1,
                 nonlinearity: str = "tanh", bias: bool = True, batch_first: bool = False,
                 dropout: float = 0.0, bidirectional: bool = False, device=None,
                 dtype=None):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity '{nonlinearity}'. Select from 'tanh' or 'relu'.")
        self.nonlinearity = nonlinearity
        super().__init__("RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU", input_size, hidden_size,
                         num_layers, bias, batch_first, dropout, bidirectional, device=device,
                         dtype=dtype)


class LSTM(RNNBase):
    """Long short-term memory: gates i, f, g, o from x_t and h_{t-1};
    c_t = f * c_{t-1} + i * g, h_t = o * tanh(c_t) (times W_hr with proj_size).
    forward(input, (h_0, c_0)=None) -> (output, (h_n, c_n))."""

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False,
                 proj_size: int = 0, device=None, dtype=None):
        super().__init__("LSTM", input_size, hidden_size, num_layers, bias, batch_first, dropout,
                         bidirectional, proj_size, device=device, dtype=dtype)


class GRU(RNNBase):
    """Gated recurrent unit: r, z gates; n = tanh(x W_in + b_in + r * (h W_hn + b_hn));
    h_t = (1 - z) * n + z * h_{t-1}. forward(input, h_0=None) -> (output, h_n)."""

    def __init__(self, input_size: int, hidden_size: int, num_layers: int = 1, bias: bool = True,
                 batch_first: bool = False, dropout: float = 0.0, bidirectional: bool = False,
                 device=None, dtype=None):
        super().__init__("GRU", input_size, hidden_size, num_layers, bias, batch_first, dropout,
                         bidirectional, device=device, dtype=dtype)


class RNNCellBase(Module):
    """One time step: weight_ih (G, input_size), weight_hh (G, hidden_size), optional biases."""

    _mode = ""

    def __init__(self, input_size: int, hidden_size: int, bias: bool = True, device=None,
                 dtype=None):
        super().__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.bias = bias
        gate_size = _GATES[self._mode] * hidden_size
        self.weight_ih = Parameter(empty(gate_size, input_size, device=device, dtype=dtype))
        self.weight_hh = Parameter(empty(gate_size, hidden_size, device=device, dtype=dtype))
        if bias:
            self.bias_ih = Parameter(empty(gate_size, device=device, dtype=dtype))
            self.bias_hh = Parameter(empty(gate_size, device=device, dtype=dtype))
        else:
            self.register_parameter("bias_ih", None)
            self.register_parameter("bias_hh", None)
        self.reset_parameters()

    reset_parameters = RNNBase.reset_parameters

    def _prepare(self, input, hx):
        if input.dim() not in (1, 2):
            raise ValueError(f"{type(self).__name__}: Expected input to be 1D or 2D, got {input.dim()}D instead")
        batched = input.dim() == 2
        if not batched:
            input = input.unsqueeze(0)
        if hx is None:
            return input, None, batched
        hx = hx if batched else tuple(h.unsqueeze(0) for h in hx) if isinstance(hx, tuple) else hx.unsqueeze(0)
        return input, hx, batched

    def _zeros(self, input):
        return O.zeros((input.shape[0], self.hidden_size), dtype=input.dtype)

    def forward(self, input, hx=None):
        input, hx, batched = self._prepare(input, hx)
        h = self._zeros(input) if hx is None else hx
        h, _ = _step(self._mode, linear(input, self.weight_ih, self.bias_ih), h, None,
                     self.weight_hh, self.bias_hh)
        return h if batched else h.squeeze(0)

    def extra_repr(self) -> str:
        s = f"{self.input_size}, {self.hidden_size}"
        if self.bias is not True:
            s += f", bias={self.bias}"
        nl = getattr(self, "nonlinearity", "tanh")
        return s + (f", nonlinearity={nl}" if nl != "tanh" else "")


class RNNCell(RNNCellBase):
    def __init__(self, input_size: int, hidden_size: int, bias: bool = True,
                 nonlinearity: str = "tanh", device=None, dtype=None):
        if nonlinearity not in ("tanh", "relu"):
            raise ValueError(f"Unknown nonlinearity: {nonlinearity}")
        self.nonlinearity = nonlinearity
        self._mode = "RNN_TANH" if nonlinearity == "tanh" else "RNN_RELU"
        super().__init__(input_size, hidden_size, bias, device=device, dtype=dtype)


class GRUCell(RNNCellBase):
    _mode = "GRU"


class LSTMCell(RNNCellBase):
    """forward(input, (h, c)=None) -> (h', c')."""

    _mode = "LSTM"

    def forward(self, input, hx=None):
        input, hx, batched = self._prepare(input, hx)
        h, c = (self._zeros(input), self._zeros(input)) if hx is None else hx
        h, c = _step("LSTM", linear(input, self.weight_ih, self.bias_ih), h, c,
                     self.weight_hh, self.bias_hh)
        return (h, c) if batched else (h.squeeze(0), c.squeeze(0))
