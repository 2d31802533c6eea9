"""`Optimizer`: parameter groups, per-parameter state, zero_grad and state_dict.

Every algorithm keeps its update in one small function over NumPy arrays
(`_sgd_update`, `_adam_update`, ...) that writes the parameter in place; `step`
runs under no_grad and bumps each parameter's version counter.
"""

from __future__ import annotations

import copy

import numpy as np

from ..autograd import grad_mode
from ..backends import c
from ..core.tensor import Tensor


class _Required:
    def __repr__(self) -> str:
        return "<required parameter>"


required = _Required()


class Optimizer:
    def __init__(self, params, defaults: dict):
        self.defaults = defaults
        self.state: dict = {}
        self.param_groups: list[dict] = []
        if isinstance(params, Tensor):
            raise TypeError("params argument given to the optimizer should be an iterable of "
                            f"Tensors or dicts, but got {type(params).__name__}")
        groups = list(params)
        if not groups:
            raise ValueError("optimizer got an empty parameter list")
        if not isinstance(groups[0], dict):
            groups = [{"params": groups}]
        for g in groups:
            self.add_param_group(g)

    def add_param_group(self, param_group: dict) -> None:
        group = dict(param_group)
        params = group["params"]
        group["params"] = [params] if isinstance(params, Tensor) else list(params)
        for p in group["params"]:
            if not isinstance(p, Tensor):
                raise TypeError(f"optimizer can only optimize Tensors, but one of the params is {type(p).__name__}")
            if not p.is_leaf:
                raise ValueError("can't optimize a non-leaf Tensor")
        for k, v in self.defaults.items():
            if v is required and k not in group:
                raise ValueError(f"parameter group didn't specify a value of required optimization parameter {k}")
            group.setdefault(k, v)
        existing = {id(p) for g in self.param_groups for p in g["params"]}
        if any(id(p) in existing for p in group["params"]):
            raise ValueError("some parameters appear in more than one parameter group")
        self.param_groups.append(group)

    def zero_grad(self, set_to_none: bool = True) -> None:
        for group in self.param_groups:
            for p in group["params"]:
                if p.grad is None:
                    continue
                if set_to_none:
                    p.grad = None
                else:
                    p.grad = Tensor._make(np.zeros_like(p.grad._data))

    def step(self, closure=None):
        loss = None
        if closure is not None:
            with grad_mode.enable_grad():
                loss = closure()
        with grad_mode.no_grad():
            for group in self.param_groups:
                if group.get("capturable"):
                    raise AssertionError("If capturable=True, params and state_steps must be on "
                                         "supported devices: ['cuda', 'xpu', 'hpu', "
                                         "'privateuseone', 'xla'].")
                for p in group["params"]:
                    if p.grad is None:
                        continue
                    state = self.state.setdefault(p, {})
                    self._update(p._data, p.grad._data, state, group)
                    p._version[0] += 1
        return loss

    def _update(self, param: np.ndarray, grad: np.ndarray, state: dict, group: dict) -> None:
        raise NotImplementedError

    # ---- state dict ---------------------------------------------------------------------------
    def state_dict(self) -> dict:
        """{'state': {index: {name: value}}, 'param_groups': [{..., 'params': [indices]}]} —
        parameters are referred to by their position across the groups, as in PyTorch."""
        index, groups, n = {}, [], 0
        for g in self.param_groups:
            packed = {k: v for k, v in g.items() if k != "params"}
            packed["params"] = list(range(n, n + len(g["params"])))
            for i, p in zip(packed["params"], g["params"]):
                index[id(p)] = i
            n += len(g["params"])
            groups.append(packed)
        state = {index[id(p)]: {k: (v.detach() if isinstance(v, Tensor) else v) for k, v in s.items()}
                 for p, s in self.state.items() if id(p) in index}
        return {"state": state, "param_groups": groups}

    def load_state_dict(self, state_dict: dict) -> None:
        state_dict = copy.deepcopy(state_dict)
        groups, saved = self.param_groups, state_dict["param_groups"]
        if len(groups) != len(saved):
            raise ValueError("loaded state dict has a different number of parameter groups")
        if any(len(g["params"]) != len(s["params"]) for g, s in zip(groups, saved)):
            raise ValueError("loaded state dict contains a parameter group that doesn't match "
                             "the size of optimizer's group")
        id_map = {}
        for g, s in zip(groups, saved):
            for i, p in zip(s["params"], g["params"]):
                id_map[int(i)] = p
        self.state = {}
        for k, v in state_dict["state"].items():
            p = id_map.get(int(k))
            if p is None:
                continue
            self.state[p] = {name: (Tensor._make(val._data.astype(p._data.dtype)
                                                 if val._data.dtype.kind in "fV" and name != "step"
                                                 else val._data)
                                    if isinstance(val, Tensor) else val)
                             for name, val in v.items()}
        for g, s in zip(groups, saved):
            for k, v in s.items():
                if k != "params":
                    g[k] = v

    def __repr__(self) -> str:
        lines = [f"{type(self).__name__} ("]
        for i, g in enumerate(self.param_groups):
            lines.append(f"Parameter Group {i}")
            for k in sorted(g):
                if k != "params":
                    lines.append(f"    {k}: {g[k]}")
        lines.append(")")
        return "\n".join(lines)


def switches(**given) -> dict:
    """PyTorch's implementation switches (`foreach`, `fused`, `capturable`, `differentiable`),
    checked as PyTorch checks them and kept in the param groups so state dicts carry the same
    keys. On NumPy they choose nothing: every step is one vectorised (or fused C) pass.
    `differentiable=True` (an optimizer step that autograd can see through) is not provided."""
    if given.get("fused") and given.get("foreach"):
        raise RuntimeError("`fused` and `foreach` cannot be `True` together.")
    if given.get("fused") and given.get("differentiable"):
        raise RuntimeError("`fused` does not support `differentiable`")
    if given.get("differentiable"):
        raise NotImplementedError("differentiable=True: TensorPlay's optimizer steps update "
                                  "parameters in place outside autograd")
    return given


def _c_step_ok(param: np.ndarray, grad: np.ndarray) -> bool:
    """Use the fused C update (tensorplay.backends.c.sgd_step / adam_step): the extension is
    in use and param and grad are float32/float64 C-contiguous arrays of one dtype and shape."""
    return (c.OPS is not None and param.dtype in (np.float32, np.float64)
            and grad.dtype == param.dtype and grad.shape == param.shape
            and param.flags.c_contiguous and param.flags.writeable and grad.flags.c_contiguous)


def _buffer(state: dict, name: str, like: np.ndarray) -> np.ndarray:
    """The NumPy array of state tensor `name` (zeros like the parameter the first time)."""
    t = state.get(name)
    if t is None:
        t = state[name] = Tensor._make(np.zeros_like(like))
    return t._data


def _next_step(state: dict) -> float:
    """Increment and return the step count, kept as a 0-d float32 tensor as PyTorch does."""
    t = state.get("step")
    if t is None:
        t = state["step"] = Tensor._make(np.zeros((), dtype=np.float32))
    t._data += 1
    return float(t._data)
