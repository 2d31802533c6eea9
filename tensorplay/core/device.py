"""`tp.device` and the device checks of factories and conversions.

TensorPlay computes on NumPy, so the CPU is its only device. PyTorch code names
devices everywhere (`device=` on factories, `x.to(device)`, `model.cuda()`);
that vocabulary works here: "cpu" is accepted and changes nothing, and a
device TensorPlay does not have fails with the exception class PyTorch raises
when that device is unavailable (AssertionError for CUDA, as a CPU-only build
of PyTorch does).
"""

from __future__ import annotations

import re

# Device types PyTorch's parser knows; naming one is valid, using one other than cpu is not.
_KNOWN_TYPES = ("cpu", "cuda", "ipu", "xpu", "mkldnn", "opengl", "opencl", "ideep", "hip", "ve",
                "fpga", "maia", "xla", "lazy", "vulkan", "mps", "meta", "hpu", "mtia",
                "privateuseone")
_DEVICE_STRING = re.compile(r"([a-z]+)(?::(\d+))?")


class device:
    """A device: a type ("cpu", "cuda", ...) and an optional index, as `torch.device`.

    `tp.device("cpu")`, `tp.device("cpu", 0)`, `tp.device("cuda:1")` all construct; only the CPU
    can hold tensors.
    """

    __slots__ = ("_index", "_type")

    def __init__(self, type: str | device, index: int | None = None):
        if isinstance(type, device):
            self._type, self._index = type.type, type.index
            return
        if isinstance(type, int) and not isinstance(type, bool):
            raise RuntimeError("Cannot access accelerator device when none is available.")
        if not isinstance(type, str):
            raise TypeError(f"device() received an invalid argument: expected a str or device, "
                            f"got {type.__class__.__name__}")
        match = _DEVICE_STRING.fullmatch(type)
        if match is None:
            raise RuntimeError(f"Invalid device string: {type!r}")
        kind, idx = match.group(1), match.group(2)
        if kind not in _KNOWN_TYPES:
            raise RuntimeError(f"Expected one of {', '.join(_KNOWN_TYPES)} device type at start "
                               f"of device string: {type}")
        if idx is not None:
            if index is not None:
                raise RuntimeError(f"type (string) must not include an index because index was "
                                   f"passed explicitly: {type}")
            index = int(idx)
        if index is not None and index < 0:
            raise RuntimeError("Device index must not be negative")
        self._type, self._index = kind, index

    @property
    def type(self) -> str:
        return self._type

    @property
    def index(self) -> int | None:
        return self._index

    def __eq__(self, other) -> bool:
        return isinstance(other, device) and (self._type, self._index) == (other._type, other._index)

    def __hash__(self) -> int:
        return hash((self._type, self._index))

    def __str__(self) -> str:
        return self._type if self._index is None else f"{self._type}:{self._index}"

    def __repr__(self) -> str:
        if self._index is None:
            return f"device(type={self._type!r})"
        return f"device(type={self._type!r}, index={self._index})"

    def __reduce__(self):
        return (device, (self._type, self._index))


CPU = device("cpu")


def check(where, meta: bool = False) -> bool:
    """Accept `device=None`, "cpu", "cpu:0" or a cpu `tp.device`; refuse every other device.
    With `meta`, the caller can make meta tensors (tensorplay/core/meta.py): the meta device
    is accepted too, and the answer says whether it was asked for."""
    if where is None or where is CPU:
        return False
    if isinstance(where, str) and where == "cpu":
        return False
    d = where if isinstance(where, device) else device(where)
    if meta and d.type == "meta":
        return True
    if d.type == "cpu":
        if d.index not in (None, 0):
            raise RuntimeError(f"Invalid device {d}: TensorPlay has a single CPU device (cpu:0)")
        return False
    unavailable(d)
    return False


def unavailable(d: device | str) -> None:
    """The error for a device TensorPlay does not have."""
    d = d if isinstance(d, device) else device(d)
    if d.type == "cuda":
        raise AssertionError(f"TensorPlay runs on the CPU only: device {str(d)!r} is not available "
                             "(tp.cuda.is_available() is False); use device='cpu'")
    raise RuntimeError(f"TensorPlay runs on the CPU only: device {str(d)!r} is not available; "
                       "use device='cpu'")


def is_device(obj) -> bool:
    """Whether `obj` names a device (a `tp.device` or a device string), as `.to(...)` reads it."""
    if isinstance(obj, device):
        return True
    if isinstance(obj, str):
        try:
            device(obj)
        except RuntimeError:
            return False
        return True
    return False
