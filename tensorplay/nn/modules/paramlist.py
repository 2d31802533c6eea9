"""`ParameterList` and `ParameterDict`: containers whose entries are registered parameters."""

from __future__ import annotations

from ..._tensor import Tensor
from ..parameter import Parameter
from .module import Module


def _as_parameter(value):
    """Tensors become Parameters (as in PyTorch); Parameters and other values are kept."""
    if isinstance(value, Tensor) and not isinstance(value, Parameter):
        return Parameter(value)
    return value


def _describe(items) -> str:
    """One line per entry, as PyTorch prints them: "  (k): Parameter containing: [dtype of size AxB]"."""
    lines = []
    for k, p in items:
        kind = "Parameter" if isinstance(p, Parameter) else "Tensor"
        size = "x".join(str(d) for d in p.shape)
        lines.append(f"  ({k}): {kind} containing: [{p.dtype} of size {size}]")
    return "\n".join(lines)


class ParameterList(Module):
    """A list of parameters, registered under "0", "1", ..."""

    def __init__(self, values=None):
        super().__init__()
        self._size = 0
        if values is not None:
            self.extend(values)

    def __len__(self) -> int:
        return self._size

    def __iter__(self):
        return (self[i] for i in range(len(self)))

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return ParameterList([self[i] for i in range(len(self))[idx]])
        if not -len(self) <= idx < len(self):
            raise IndexError(f"index {idx} is out of range")
        return getattr(self, str(idx % len(self)))

    def __setitem__(self, idx: int, value) -> None:
        setattr(self, str(idx % len(self)), _as_parameter(value))

    def append(self, value) -> ParameterList:
        self._size += 1
        self[self._size - 1] = value
        return self

    def extend(self, values) -> ParameterList:
        for v in values:
            self.append(v)
        return self

    def extra_repr(self) -> str:
        return _describe(enumerate(self))

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ParameterList has no forward; index it instead")


class ParameterDict(Module):
    """A dict of parameters by name, registered (insertion ordered)."""

    def __init__(self, parameters=None):
        super().__init__()
        self._keys: dict[str, None] = {}
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key: str):
        return getattr(self, key)

    def __setitem__(self, key: str, value) -> None:
        self._keys[key] = None
        setattr(self, key, _as_parameter(value))

    def __delitem__(self, key: str) -> None:
        del self._keys[key]
        delattr(self, key)

    def __len__(self) -> int:
        return len(self._keys)

    def __iter__(self):
        return iter(self._keys)

    def __contains__(self, key) -> bool:
        return key in self._keys

    def keys(self):
        return self._keys.keys()

    def items(self):
        return ((k, self[k]) for k in self._keys)

    def values(self):
        return (self[k] for k in self._keys)

    def pop(self, key: str):
        v = self[key]
        del self[key]
        return v

    def update(self, parameters) -> None:
        items = parameters.items() if hasattr(parameters, "items") else parameters
        for k, v in items:
            self[k] = v

    def extra_repr(self) -> str:
        return _describe(self.items())

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ParameterDict has no forward; index it instead")
