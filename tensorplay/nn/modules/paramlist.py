"""`ParameterList` and `ParameterDict`: containers whose entries are registered parameters."""

from __future__ import annotations

from ...core.tensor import Tensor
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
    """A dict of parameters by name, registered (insertion ordered), with the dict methods
    PyTorch's has. As there, a plain dict given to the constructor or update() is added in
    sorted key order (an OrderedDict, a ParameterDict or a sequence of pairs keeps its order)."""

    def __init__(self, parameters=None):
        super().__init__()
        self._keys: dict[str, None] = {}
        if parameters is not None:
            self.update(parameters)

    def __getitem__(self, key: str):
        return getattr(self, key)

    def __setitem__(self, key: str, value) -> None:
        if not isinstance(key, str):
            raise TypeError("Index given to ParameterDict cannot be used as a key as it is not a "
                            f"string (type is '{type(key).__name__}'). Open an issue on github if "
                            "you need non-string keys.")
        self._keys[key] = None
        setattr(self, key, _as_parameter(value))

    def __delitem__(self, key: str) -> None:
        del self._keys[key]
        delattr(self, key)

    def __len__(self) -> int:
        return len(self._keys)

    def __iter__(self):
        return iter(self._keys)

    def __reversed__(self):
        return reversed(list(self._keys))

    def __contains__(self, key) -> bool:
        return key in self._keys

    def keys(self):
        return self._keys.keys()

    def items(self):
        return ((k, self[k]) for k in self._keys)

    def values(self):
        return (self[k] for k in self._keys)

    def get(self, key: str, default=None):
        return self[key] if key in self else default  # noqa: SIM401 - this is get()

    def setdefault(self, key: str, default=None):
        if key not in self:
            self[key] = default
        return self[key]

    def pop(self, key: str):
        v = self[key]
        del self[key]
        return v

    def popitem(self) -> tuple:
        """The last inserted (key, parameter) pair, removed."""
        if not self._keys:
            raise KeyError("popitem(): dictionary is empty")
        key = next(reversed(list(self._keys)))
        return key, self.pop(key)

    def clear(self) -> None:
        for k in list(self._keys):
            del self[k]

    def copy(self) -> ParameterDict:
        """A new ParameterDict holding the same parameters (not copies of them), in order."""
        from collections import OrderedDict

        return ParameterDict(OrderedDict((k, self[k]) for k in self._keys))

    def fromkeys(self, keys, default=None) -> ParameterDict:
        return ParameterDict((k, default) for k in keys)

    def update(self, parameters) -> None:
        from collections import OrderedDict
        from collections.abc import Iterable, Mapping

        if not isinstance(parameters, Iterable):
            raise TypeError("ParametersDict.update should be called with an iterable of "
                            f"key/value pairs, but got {type(parameters).__name__}")
        if isinstance(parameters, OrderedDict | ParameterDict):
            items = list(parameters.items())
        elif isinstance(parameters, Mapping):
            items = sorted(parameters.items())
        else:
            items = []
            for j, pair in enumerate(parameters):
                if not isinstance(pair, Iterable):
                    raise TypeError(f"ParameterDict update sequence element #{j} should be "
                                    f"Iterable; is{type(pair).__name__}")
                pair = tuple(pair)
                if len(pair) != 2:
                    raise ValueError(f"ParameterDict update sequence element #{j} has length "
                                     f"{len(pair)}; 2 is required")
                items.append(pair)
        for k, v in items:
            self[k] = v

    def __or__(self, other: ParameterDict) -> ParameterDict:
        out = self.copy()
        out.update(other)
        return out

    def __ror__(self, other: ParameterDict) -> ParameterDict:
        out = other.copy()
        out.update(self)
        return out

    def __ior__(self, other: ParameterDict) -> ParameterDict:
        self.update(other)
        return self

    def extra_repr(self) -> str:
        return _describe(self.items())

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ParameterDict has no forward; index it instead")
