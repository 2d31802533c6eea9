"""`Conv1d`, `ConvTranspose1d`, `ConvTranspose2d`, `Unfold`, `Fold`; initialised as PyTorch
does (kaiming_uniform_(a=sqrt(5)) on the weight; the bias from its fan-in)."""

from __future__ import annotations

from .. import functional as F
from .. import init
from ..parameter import Parameter
from ._util import empty
from .module import Module


def _n(v, n: int) -> tuple:
    return (v,) * n if isinstance(v, int) else tuple(v)


class _ConvNd(Module):
    """Shared options and repr; `_dims` is 1 or 2, `_transposed` selects the weight layout
    (in, out / groups, *k) instead of (out, in / groups, *k)."""

    _dims = 1
    _transposed = False

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 dilation=1, groups: int = 1, bias: bool = True, padding_mode: str = "zeros",
                 output_padding=0, device=None, dtype=None):
        super().__init__()
        if groups <= 0:
            raise ValueError("groups must be a positive integer")
        if in_channels % groups:
            raise ValueError("in_channels must be divisible by groups")
        if out_channels % groups:
            raise ValueError("out_channels must be divisible by groups")
        if padding_mode not in ("zeros", "reflect", "replicate", "circular"):
            raise ValueError(f"padding_mode must be one of ['zeros', 'reflect', 'replicate', "
                             f"'circular'], but got padding_mode='{padding_mode}'")
        if padding_mode != "zeros" and self._transposed:
            raise ValueError(f'Only "zeros" padding mode is supported for {type(self).__name__}')
        n = self._dims
        self.in_channels, self.out_channels = in_channels, out_channels
        self.kernel_size, self.stride = _n(kernel_size, n), _n(stride, n)
        self.padding = padding if isinstance(padding, str) else _n(padding, n)
        self.dilation, self.output_padding = _n(dilation, n), _n(output_padding, n)
        self.groups, self.padding_mode, self.transposed = groups, padding_mode, self._transposed
        shape = ((in_channels, out_channels // groups) if self._transposed
                 else (out_channels, in_channels // groups))
        self.weight = Parameter(empty(*shape, *self.kernel_size, device=device, dtype=dtype))
        if bias:
            self.bias = Parameter(empty(out_channels, device=device, dtype=dtype))
        else:
            self.register_parameter("bias", None)
        self.reset_parameters()

    def reset_parameters(self) -> None:
        init._default_layer_init(self.weight, self.bias)

    def extra_repr(self) -> str:
        zeros = (0,) * self._dims
        s = f"{self.in_channels}, {self.out_channels}, kernel_size={self.kernel_size}, stride={self.stride}"
        if self.padding != zeros:
            s += f", padding={self.padding}"
        if self.dilation != (1,) * self._dims:
            s += f", dilation={self.dilation}"
        if self.output_padding != zeros:
            s += f", output_padding={self.output_padding}"
        if self.groups != 1:
            s += f", groups={self.groups}"
        if self.bias is None:
            s += ", bias=False"
        if self.padding_mode != "zeros":
            s += f", padding_mode={self.padding_mode}"
        return s


class Conv1d(_ConvNd):
    """1-D convolution over (N, C_in, L); padding an int, 'valid' or 'same'."""

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 dilation=1, groups: int = 1, bias: bool = True, padding_mode: str = "zeros",
                 device=None, dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation,
                         groups, bias, padding_mode, device=device, dtype=dtype)

    def forward(self, input):
        padding = self.padding if isinstance(self.padding, str) else self.padding[0]
        if self.padding_mode != "zeros" and padding != 0:
            if isinstance(padding, str):
                total = self.dilation[0] * (self.kernel_size[0] - 1)
                widths = [total // 2, total - total // 2] if padding == "same" else [0, 0]
            else:
                widths = [padding, padding]
            input, padding = F.pad(input, widths, self.padding_mode), 0
        return F.conv1d(input, self.weight, self.bias, self.stride[0], padding,
                            self.dilation[0], self.groups)


class _ConvTransposeNd(_ConvNd):
    _transposed = True

    def __init__(self, in_channels: int, out_channels: int, kernel_size, stride=1, padding=0,
                 output_padding=0, groups: int = 1, bias: bool = True, dilation=1,
                 padding_mode: str = "zeros", device=None, dtype=None):
        super().__init__(in_channels, out_channels, kernel_size, stride, padding, dilation,
                         groups, bias, padding_mode, output_padding, device=device,
                         dtype=dtype)

    def _output_padding(self, input, output_size) -> tuple:
        """The output_padding that makes the output `output_size` (PyTorch's forward argument)."""
        if output_size is None:
            return self.output_padding
        size = list(output_size)[-self._dims:]
        spatial = input.shape[-self._dims:]
        pads = []
        for i in range(self._dims):
            smallest = ((spatial[i] - 1) * self.stride[i] - 2 * self.padding[i]
                        + self.dilation[i] * (self.kernel_size[i] - 1) + 1)
            extra = size[i] - smallest
            if not 0 <= extra < max(self.stride[i], self.dilation[i]):
                raise ValueError(f"requested an output size of {size}, but valid sizes range from "
                                 f"{smallest} to {smallest + max(self.stride[i], self.dilation[i]) - 1}")
            pads.append(extra)
        return tuple(pads)


class ConvTranspose1d(_ConvTransposeNd):
    """The transpose of Conv1d: weight (in, out / groups, k)."""

    _dims = 1

    def forward(self, input, output_size=None):
        op = self._output_padding(input, output_size)
        return F.conv_transpose1d(input, self.weight, self.bias, self.stride[0],
                                      self.padding[0], op[0], self.groups, self.dilation[0])


class ConvTranspose2d(_ConvTransposeNd):
    """The transpose of Conv2d (a "deconvolution"): weight (in, out / groups, kH, kW)."""

    _dims = 2

    def forward(self, input, output_size=None):
        op = self._output_padding(input, output_size)
        return F.conv_transpose2d(input, self.weight, self.bias, self.stride, self.padding,
                                      op, self.groups, self.dilation)


class Unfold(Module):
    def __init__(self, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.kernel_size, self.dilation, self.padding, self.stride = kernel_size, dilation, padding, stride

    def forward(self, input):
        return F.unfold(input, self.kernel_size, self.dilation, self.padding, self.stride)

    def extra_repr(self) -> str:
        return (f"kernel_size={self.kernel_size}, dilation={self.dilation}, padding={self.padding}, "
                f"stride={self.stride}")


class Fold(Module):
    def __init__(self, output_size, kernel_size, dilation=1, padding=0, stride=1):
        super().__init__()
        self.output_size, self.kernel_size = output_size, kernel_size
        self.dilation, self.padding, self.stride = dilation, padding, stride

    def forward(self, input):
        return F.fold(input, self.output_size, self.kernel_size, self.dilation, self.padding,
                          self.stride)

    def extra_repr(self) -> str:
        return (f"output_size={self.output_size}, kernel_size={self.kernel_size}, "
                f"dilation={self.dilation}, padding={self.padding}, stride={self.stride}")


__all__ = ["Conv1d", "ConvTranspose1d", "ConvTranspose2d", "Fold", "Unfold"]
