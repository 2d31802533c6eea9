"""L-BFGS: a quasi-Newton method that builds an inverse-Hessian estimate from the last
`history_size` (step, gradient change) pairs. `step(closure)` runs up to `max_iter`
iterations, each re-evaluating the loss through `closure`."""

from __future__ import annotations

import numpy as np

from ..autograd import grad_mode
from ..core.tensor import Tensor
from ._line_search import strong_wolfe
from .optimizer import Optimizer


class LBFGS(Optimizer):
    def __init__(self, params, lr: float = 1, max_iter: int = 20, max_eval: int | None = None,
                 tolerance_grad: float = 1e-7, tolerance_change: float = 1e-9,
                 history_size: int = 100, line_search_fn: str | None = None):
        if lr < 0.0:
            raise ValueError(f"Invalid learning rate: {lr}")
        if max_eval is None:
            max_eval = max_iter * 5 // 4
        super().__init__(params, {"lr": lr, "max_iter": max_iter, "max_eval": max_eval,
                                  "tolerance_grad": tolerance_grad,
                                  "tolerance_change": tolerance_change,
                                  "history_size": history_size, "line_search_fn": line_search_fn})
        if len(self.param_groups) != 1:
            raise ValueError("LBFGS doesn't support per-parameter options (parameter groups)")
        self._params = self.param_groups[0]["params"]

    # ---- the parameters as one flat vector -------------------------------------------------
    def _flat_grad(self) -> np.ndarray:
        return np.concatenate([np.zeros(p._data.size, p._data.dtype) if p.grad is None
                               else p.grad._data.reshape(-1) for p in self._params])

    def _add(self, t: float, d: np.ndarray) -> None:
        offset = 0
        for p in self._params:
            n = p._data.size
            p._data += (t * d[offset:offset + n]).reshape(p._data.shape).astype(p._data.dtype, copy=False)
            p._version[0] += 1
            offset += n

    def _set(self, values: list[np.ndarray]) -> None:
        for p, v in zip(self._params, values):
            p._data[...] = v
            p._version[0] += 1

    def _evaluate(self, closure) -> float:
        with grad_mode.enable_grad():
            return float(closure())

    def step(self, closure):
        """One optimisation step of up to max_iter iterations; returns the first loss."""
        if closure is None:
            raise RuntimeError("LBFGS requires a closure that reevaluates the model and returns the loss")
        group = self.param_groups[0]
        lr, max_iter, max_eval = group["lr"], group["max_iter"], group["max_eval"]
        tol_grad, tol_change = group["tolerance_grad"], group["tolerance_change"]
        history_size, line_search = group["history_size"], group["line_search_fn"]
        if line_search is not None and line_search != "strong_wolfe":
            raise RuntimeError("only 'strong_wolfe' is supported")
        state = self.state.setdefault(self._params[0], {})
        state.setdefault("func_evals", 0)
        state.setdefault("n_iter", 0)

        with grad_mode.enable_grad():
            orig_loss = closure()
        loss = float(orig_loss)
        current_evals = 1
        state["func_evals"] += 1
        flat_grad = self._flat_grad()
        if np.abs(flat_grad).max() <= tol_grad:
            return orig_loss

        arr = _unpack
        d, t = arr(state.get("d")), state.get("t")
        old_dirs = [arr(v) for v in state.get("old_dirs", [])]
        old_stps = [arr(v) for v in state.get("old_stps", [])]
        ro, h_diag = list(state.get("ro", [])), state.get("H_diag")
        prev_flat_grad, prev_loss = arr(state.get("prev_flat_grad")), state.get("prev_loss")

        with grad_mode.no_grad():
            n_iter = 0
            while n_iter < max_iter:
                n_iter += 1
                state["n_iter"] += 1
                if state["n_iter"] == 1:
                    d = -flat_grad
                    old_dirs, old_stps, ro, h_diag = [], [], [], 1.0
                else:
                    y = flat_grad - prev_flat_grad
                    s = d * t
                    ys = float(y @ s)
                    if ys > 1e-10:  # curvature condition: keep the pair
                        if len(old_dirs) == history_size:
                            old_dirs.pop(0)
                            old_stps.pop(0)
                            ro.pop(0)
                        old_dirs.append(y)
                        old_stps.append(s)
                        ro.append(1.0 / ys)
                        h_diag = ys / float(y @ y)
                    d = _two_loop(-flat_grad, old_dirs, old_stps, ro, h_diag)
                prev_flat_grad = flat_grad.copy()
                prev_loss = loss
                if state["n_iter"] == 1:
                    t = min(1.0, 1.0 / float(np.abs(flat_grad).sum())) * lr
                else:
                    t = lr
                gtd = float(flat_grad @ d)
                if gtd > -tol_change:  # not a descent direction
                    break

                evals = 0
                if line_search is not None:
                    x0 = [p._data.copy() for p in self._params]

                    def obj_func(step, x0=x0, d=d):
                        self._add(step, d)
                        f = self._evaluate(closure)
                        g = self._flat_grad()
                        self._set(x0)
                        return f, g

                    loss, flat_grad, t, evals = strong_wolfe(obj_func, t, d, loss, flat_grad, gtd,
                                                             max_ls=max_eval - current_evals)
                    self._add(t, d)
                    opt_cond = np.abs(flat_grad).max() <= tol_grad
                else:
                    self._add(t, d)
                    opt_cond = False
                    if n_iter != max_iter:
                        loss = self._evaluate(closure)
                        flat_grad = self._flat_grad()
                        opt_cond = np.abs(flat_grad).max() <= tol_grad
                        evals = 1
                current_evals += evals
                state["func_evals"] += evals
                if (n_iter == max_iter or current_evals >= max_eval or opt_cond
                        or np.abs(d * t).max() <= tol_change or abs(loss - prev_loss) < tol_change):
                    break

        pack = _pack
        state.update(d=pack(d), t=t, old_dirs=[pack(v) for v in old_dirs],
                     old_stps=[pack(v) for v in old_stps], ro=ro, H_diag=h_diag,
                     prev_flat_grad=pack(prev_flat_grad), prev_loss=prev_loss)
        return orig_loss


def _two_loop(q: np.ndarray, old_dirs, old_stps, ro, h_diag: float) -> np.ndarray:
    """The L-BFGS two-loop recursion: H q for the inverse-Hessian estimate H."""
    q = q.copy()
    al = [0.0] * len(old_dirs)
    for i in range(len(old_dirs) - 1, -1, -1):
        al[i] = float(old_stps[i] @ q) * ro[i]
        q -= al[i] * old_dirs[i]
    r = q * h_diag
    for i in range(len(old_dirs)):
        be_i = float(old_dirs[i] @ r) * ro[i]
        r += (al[i] - be_i) * old_stps[i]
    return r


def _pack(a):
    return None if a is None else Tensor._make(a)


def _unpack(t):
    return None if t is None else (t._data if isinstance(t, Tensor) else np.asarray(t))
