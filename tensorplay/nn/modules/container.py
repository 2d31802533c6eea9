"""Containers: `Sequential`, `ModuleList`, `ModuleDict`."""

from __future__ import annotations

from collections import OrderedDict

from .module import Module


class Sequential(Module):
    """Modules called one after the other: `Sequential(a, b)(x) == b(a(x))`."""

    def __init__(self, *args):
        super().__init__()
        if len(args) == 1 and isinstance(args[0], OrderedDict):
            for name, module in args[0].items():
                self.add_module(name, module)
        else:
            for i, module in enumerate(args):
                self.add_module(str(i), module)

    def forward(self, input):
        for module in self._modules.values():
            input = module(input)
        return input

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return Sequential(OrderedDict(list(self._modules.items())[idx]))
        keys = list(self._modules)
        if not -len(keys) <= idx < len(keys):
            raise IndexError(f"index {idx} is out of range")
        return self._modules[keys[idx]]

    def __setitem__(self, idx: int, module: Module) -> None:
        key = list(self._modules)[idx]
        setattr(self, key, module)

    def __delitem__(self, idx) -> None:
        keys = list(self._modules)
        for k in (keys[idx] if isinstance(idx, slice) else [keys[idx]]):
            del self._modules[k]
        items = list(self._modules.values())
        self._modules.clear()
        for i, m in enumerate(items):
            self._modules[str(i)] = m

    def append(self, module: Module) -> Sequential:
        self.add_module(str(len(self)), module)
        return self


class ModuleList(Module):
    """A list of modules, registered (their parameters are the list's)."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.extend(modules)

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules.values())

    def __getitem__(self, idx):
        if isinstance(idx, slice):
            return ModuleList(list(self._modules.values())[idx])
        n = len(self)
        if not -n <= idx < n:
            raise IndexError(f"index {idx} is out of range")
        return self._modules[str(idx % n)]

    def __setitem__(self, idx: int, module: Module) -> None:
        self.add_module(str(idx % len(self)), module)

    def __delitem__(self, idx) -> None:
        items = list(self._modules.values())
        del items[idx]
        self._modules.clear()
        for i, m in enumerate(items):
            self._modules[str(i)] = m

    def __repr__(self) -> str:
        """Runs of identical entries print once, as `(0-5): 6 x Layer(...)` (as in PyTorch)."""
        blocks: list[list] = []  # [first index, last index, repr]
        for i, module in enumerate(self):
            text = repr(module)
            if blocks and blocks[-1][2] == text:
                blocks[-1][1] = i
            else:
                blocks.append([i, i, text])
        if not blocks:
            return self._get_name() + "()"
        lines = []
        for first, last, text in blocks:
            head = f"({first})" if first == last else f"({first}-{last}): {last - first + 1} x"
            lines.append(f"{head}{':' if first == last else ''} {text}".replace("\n", "\n  "))
        return self._get_name() + "(\n  " + "\n  ".join(lines) + "\n)"

    def append(self, module: Module) -> ModuleList:
        self.add_module(str(len(self)), module)
        return self

    def extend(self, modules) -> ModuleList:
        for m in modules:
            self.append(m)
        return self

    def insert(self, index: int, module: Module) -> None:
        items = list(self._modules.values())
        items.insert(index, module)
        self._modules.clear()
        for i, m in enumerate(items):
            self.add_module(str(i), m)

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ModuleList has no forward; iterate over it instead")


class ModuleDict(Module):
    """A dict of modules by name, registered."""

    def __init__(self, modules=None):
        super().__init__()
        if modules is not None:
            self.update(modules)

    def __getitem__(self, key: str) -> Module:
        return self._modules[key]

    def __setitem__(self, key: str, module: Module) -> None:
        self.add_module(key, module)

    def __delitem__(self, key: str) -> None:
        del self._modules[key]

    def __len__(self) -> int:
        return len(self._modules)

    def __iter__(self):
        return iter(self._modules)

    def __contains__(self, key) -> bool:
        return key in self._modules

    def keys(self):
        return self._modules.keys()

    def items(self):
        return self._modules.items()

    def values(self):
        return self._modules.values()

    def pop(self, key: str) -> Module:
        return self._modules.pop(key)

    def clear(self) -> None:
        self._modules.clear()

    def update(self, modules) -> None:
        items = modules.items() if hasattr(modules, "items") else modules
        for k, m in items:
            self[k] = m

    def forward(self, *args, **kwargs):
        raise NotImplementedError("ModuleDict has no forward; index it instead")
