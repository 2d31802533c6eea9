"""`Conv2d`."""

from __future__ import annotations

from .. import functional as F
from .. import init
from .._functional.conv_padding import _same_widths
from ..functional import pad
from ..parameter import Parameter
from ._util import empty, pair
from .module import Module


class Conv2d(Module):
    """2-D convolution (cross-correlation) over (N, C_in, H, W) inputs. Weight
    (out_channels, in_channels / groups, kH, kW); initialised as in PyTorch:
    kaiming_uniform_(a=sqrt(5)) and bias U(-1/sqrt(fan_in), 1/sqrt(fan_in)) with
    fan_in = in_channels / groups * kH * kW. padding ints, 'valid' or 'same'; padding_mode
    'zeros', 'reflect', 'replicate' or 'circular'."""

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 dilation=1, groups: int = 1, bias: bool = True, padding_mode: str = "zeros",
                 device=None, dtype=None):
        super().__init__()
        if in_channels % groups:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode not in ("zeros", "reflect", "replicate", "circular"):
            raise ValueError(f"padding_mode must be one of ['zeros', 'reflect', 'replicate', "
                             f"'circular'], but got padding_mode='{padding_mode}'")
        if isinstance(padding, str):
            if padding not in ("same", "valid"):
                raise ValueError(f"Invalid padding string '{padding}', should be one of {{'same', 'valid'}}")
            if padding == "same" and pair(stride) != (1, 1):
                raise ValueError("padding='same' is not supported for strided convolutions")
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.kernel_size = pair(kernel_size)
        self.stride = pair(stride)
        self.padding = padding if isinstance(padding, str) else pair(padding)
        self.dilation = pair(dilation)
        self.groups = groups
        self.padding_mode = padding_mode
        self.weight = Parameter(empty(out_channels, in_channels // groups, *self.kernel_size, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(empty(out_channels, device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        init._default_layer_init(self.weight, self.bias)

    def forward(self, input):
        padding = self.padding if isinstance(self.padding, str) else list(self.padding)
        if self.padding_mode != "zeros":
            if self.padding == "same":
                (ht, hb), (wl, wr) = _same_widths(self.kernel_size, self.dilation)
            else:
                (ht, hb), (wl, wr) = [(0, 0)] * 2 if self.padding == "valid" else [(p, p) for p in self.padding]
            input, padding = pad(input, [wl, wr, ht, hb], self.padding_mode), [0, 0]
        return F.conv2d(input, self.weight, self.bias, list(self.stride), padding,
                        list(self.dilation), self.groups)

    def extra_repr(self) -> str:
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != (0, 0):
            s += f", padding={self.padding}"
        if self.dilation != (1, 1):
            s += f", dilation={self.dilation}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += f", padding_mode={self.padding_mode}"
        return s
