"""The forward-mode spec harness: every ops.yaml `jvp:` rule, every sample, float64.

For each op with a jvp rule and each of its samples, along one random tangent direction:

* the JVP from `tensorplay.func.jvp` against central finite differences;
* the same JVP through `autograd.forward_ad` (`make_dual` / `unpack_dual`), on the first
  sample of each op;
* the adjoint identity <u, J v> = <J^T u, v> between forward mode (jvp) and reverse mode
  (autograd.grad) for a random cotangent u;
* for ops with several differentiable inputs, the JVP with respect to one input at a time
  (the others carry a symbolic-zero tangent: they are closed over, or plain tensors
  next to a dual one).

Tensor-list inputs (`Tensor[]`) are flattened into one tangent per element; tuple/list
outputs are compared element by element (only floating-point outputs have tangents).
Plus: every differentiable op in ops.yaml has a `jvp:` rule.
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp
import tensorplay.func as F
from tensorplay.autograd import forward_ad as fwAD
from tests.ops._opinfo import OPINFO

from .samples import build, differentiable_positions, function

EPS = 1e-6

JVP_OPS = [info for info in OPINFO if info["has_jvp"] and any(info["differentiable"])
           and not info["random"]]
CASES = [(info, i) for info in JVP_OPS for i in range(len(info["samples"]))]
IDS = [f"{info['name']}-{i}" for info, i in CASES]


def _skip(info):
    reason = info["skip"].get("jvp")
    if reason:
        pytest.skip(f"{info['name']}: {reason} ({info['where']})")


def _outputs(out) -> list:
    """The output tensors of an op call, in order (a tensor, or a tuple / list of them)."""
    if isinstance(out, tp.Tensor):
        return [out]
    return [o for o in out if isinstance(o, tp.Tensor)]


class Case:
    """One op sample as a function of its flat list of differentiable float tensors."""

    def __init__(self, info, i):
        self.info = info
        args, kwargs = build(info, info["samples"][i])
        layout, flat = [], []
        for p in differentiable_positions(info, args):
            a = args[p]
            if isinstance(a, list):
                layout.append((p, len(a)))
                flat.extend(a)
            else:
                layout.append((p, None))
                flat.append(a)
        if not flat:
            pytest.skip("sample has no float tensor input")
        self.args, self.kwargs, self.layout = args, kwargs, layout
        self.primals = [t.detach() for t in flat]
        self.fn = function(info)
        rng = np.random.default_rng(1000 + i)
        self.tangents = [tp.tensor(rng.standard_normal(tuple(t.shape))) for t in self.primals]
        out = self.f(*self.primals)
        self.float_out = [o.is_floating_point() for o in _outputs(out)]
        tol = info["tol"]
        self.rtol = tol.get("grad_rtol", 1e-3)
        self.atol = tol.get("grad_atol", 1e-5)
        self.rng = rng

    def f(self, *ts):
        new = list(self.args)
        k = 0
        for p, n in self.layout:
            if n is None:
                new[p] = ts[k]
                k += 1
            else:
                new[p] = list(ts[k:k + n])
                k += n
        return self.fn(*new, **self.kwargs)

    def float_outputs(self, out) -> list:
        return [o for o, fl in zip(_outputs(out), self.float_out) if fl]

    def fd(self, which=None) -> list[np.ndarray]:
        """Central finite differences of the float outputs along the tangents (only the
        inputs in `which`, default all, are perturbed)."""
        which = range(len(self.primals)) if which is None else which

        def at(sign):
            ts = [tp.tensor(p._data + sign * EPS * v._data) if k in which else p
                  for k, (p, v) in enumerate(zip(self.primals, self.tangents))]
            with tp.no_grad():
                return [o._data.astype(np.float64) for o in self.float_outputs(self.f(*ts))]

        with np.errstate(invalid="ignore"):
            # equal values (also equal infinities: logsumexp of an empty slice) differ by 0
            return [np.where(a == b, 0.0, (a - b) / (2 * EPS)) for a, b in zip(at(1.0), at(-1.0))]

    def check(self, got: list, expected: list[np.ndarray], what: str):
        assert len(got) == len(expected), f"{what}: {len(got)} tangents for {len(expected)} outputs"
        for k, (g, e) in enumerate(zip(got, expected)):
            assert g is not None, f"{what}: output {k} has no tangent"
            assert tuple(g.shape) == e.shape, \
                f"{what}: tangent {k} has shape {tuple(g.shape)}, the output {e.shape}"
            np.testing.assert_allclose(
                g._data, e, rtol=self.rtol, atol=self.atol,
                err_msg=f"{self.info['name']} ({self.info['where']}): {what}, output {k}")


def _float(out, case):
    return case.float_outputs(out)


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_jvp_matches_finite_differences(info, i):
    _skip(info)
    case = Case(info, i)
    out, tan = F.jvp(case.f, tuple(case.primals), tuple(case.tangents))
    for o, e in zip(_float(out, case), case.float_outputs(case.f(*case.primals))):
        np.testing.assert_allclose(o._data, e._data, rtol=1e-12, atol=1e-12)
    case.check(_float(tan, case), case.fd(), "func.jvp vs finite differences")


@pytest.mark.parametrize(("info", "i"), [c for c in CASES if c[1] == 0],
                         ids=[d for c, d in zip(CASES, IDS) if c[1] == 0])
def test_forward_ad_matches_finite_differences(info, i):
    _skip(info)
    case = Case(info, i)
    with fwAD.dual_level():
        duals = [fwAD.make_dual(p, t) for p, t in zip(case.primals, case.tangents)]
        out = case.f(*duals)
        tans = []
        for o in _float(out, case):
            primal, tangent = fwAD.unpack_dual(o)
            tans.append(tangent if tangent is not None else tp.zeros_like(primal))
            assert type(primal) is tp.Tensor
    case.check(tans, case.fd(), "forward_ad make_dual/unpack_dual vs finite differences")


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_jvp_vjp_adjoint_consistency(info, i):
    """<u, J v> (forward mode) == <J^T u, v> (reverse mode)."""
    _skip(info)
    case = Case(info, i)
    _, tan = F.jvp(case.f, tuple(case.primals), tuple(case.tangents))
    tan = _float(tan, case)
    xs = [p.detach().requires_grad_() for p in case.primals]
    outs = _float(case.f(*xs), case)
    us = [tp.tensor(case.rng.standard_normal(tuple(o.shape))) for o in outs]
    lhs = sum(float((u._data * t._data).sum()) for u, t in zip(us, tan))
    live = [(o, u) for o, u in zip(outs, us) if o.requires_grad]
    rhs = 0.0
    if live:
        grads = tp.autograd.grad([o for o, _ in live], xs, [u for _, u in live], allow_unused=True)
        rhs = sum(float((g._data * v._data).sum())
                  for g, v in zip(grads, case.tangents) if g is not None)
    scale = 1.0 + sum(float(np.abs(u._data).sum() * np.abs(t._data).max(initial=0.0))
                      for u, t in zip(us, tan))
    assert abs(lhs - rhs) <= 1e-9 * scale, \
        f"{info['name']} ({info['where']}): <u, Jv> = {lhs!r} but <J^T u, v> = {rhs!r}"


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_jvp_one_input_at_a_time(info, i):
    """Tangent None (symbolic zero) for all inputs but one."""
    _skip(info)
    case = Case(info, i)
    n = len(case.primals)
    if n < 2:
        pytest.skip("one differentiable input")
    for k in range(n):
        def only_k(x, k=k):
            return case.f(*[x if j == k else p for j, p in enumerate(case.primals)])

        expected = case.fd(which=[k])
        _, tan = F.jvp(only_k, (case.primals[k],), (case.tangents[k],))
        case.check(_float(tan, case), expected, f"func.jvp w.r.t. input {k} only")
        if i == 0:
            with fwAD.dual_level():
                ins = list(case.primals)
                ins[k] = fwAD.make_dual(ins[k], case.tangents[k])
                out = case.f(*ins)
                tans = []
                for o in _float(out, case):
                    primal, tangent = fwAD.unpack_dual(o)
                    tans.append(tangent if tangent is not None else tp.zeros_like(primal))
            case.check(tans, expected, f"forward_ad w.r.t. input {k} only")


def test_every_differentiable_op_has_a_jvp_rule():
    missing = [f"{info['name']} ({info['where']})" for info in OPINFO
               if any(info["differentiable"]) and not info["has_jvp"]]
    assert not missing, f"differentiable ops without a `jvp:` rule in ops.yaml: {missing}"


def test_the_harness_covers_every_jvp_op():
    """Every op with a jvp rule has a sample the harness differentiates."""
    assert JVP_OPS
    uncovered = []
    for info in JVP_OPS:
        if not any(differentiable_positions(info, build(info, s)[0]) for s in info["samples"]):
            uncovered.append(info["name"])
    assert not uncovered, f"ops with a jvp rule but no float-input sample: {uncovered}"


@pytest.mark.parametrize(("info", "i"), CASES, ids=IDS)
def test_backward_through_jvp(info, i):
    """Reverse-over-forward: the tangent J(x) v is recorded on the tape. Its gradient
    w.r.t. v is J^T u (linear in v), and w.r.t. x matches finite differences of
    <u, J(x) v> along a random direction w."""
    _skip(info)
    case = Case(info, i)
    xs = [p.detach().requires_grad_() for p in case.primals]
    vs = [v.detach().requires_grad_() for v in case.tangents]
    _, tan = F.jvp(case.f, tuple(xs), tuple(vs))
    tan = _float(tan, case)
    us = [tp.tensor(case.rng.standard_normal(tuple(o.shape))) for o in tan]
    ws = [tp.tensor(case.rng.standard_normal(tuple(x.shape))) for x in xs]
    live = [(o, u) for o, u in zip(tan, us) if o.requires_grad]
    if not live:
        pytest.skip("the tangent does not depend on the inputs")
    grads = tp.autograd.grad([o for o, _ in live], xs + vs, [u for _, u in live],
                             allow_unused=True)
    gx, gv = grads[:len(xs)], grads[len(xs):]

    def pairing(sign):
        ps = [tp.tensor(p._data + sign * EPS * w._data) for p, w in zip(case.primals, ws)]
        _, t2 = F.jvp(case.f, tuple(ps), tuple(case.tangents))
        return sum(float((u._data * o._data).sum()) for u, o in zip(us, _float(t2, case)))

    with np.errstate(invalid="ignore"):
        fd = (pairing(1.0) - pairing(-1.0)) / (2 * EPS)
    analytic = sum(float((g._data * w._data).sum()) for g, w in zip(gx, ws) if g is not None)
    scale = 1.0 + abs(fd)
    assert abs(analytic - fd) <= case.rtol * scale + case.atol, \
        f"{info['name']} ({info['where']}): d<u, J v>/dx . w = {analytic!r}, FD {fd!r}"
    # linear in v: d<u, J v>/dv = J^T u, which reverse mode gives directly
    ref_in = [p.detach().requires_grad_() for p in case.primals]
    outs = _float(case.f(*ref_in), case)
    pairs = [(o, u) for o, u in zip(outs, us) if o.requires_grad]
    ref = tp.autograd.grad([o for o, _ in pairs], ref_in, [u for _, u in pairs], allow_unused=True)
    for k, (g, r) in enumerate(zip(gv, ref)):
        g = np.zeros(tuple(vs[k].shape)) if g is None else g._data
        r = np.zeros(tuple(vs[k].shape)) if r is None else r._data
        np.testing.assert_allclose(g, r, rtol=1e-9, atol=1e-9,
                                   err_msg=f"{info['name']}: d<u, J v>/dv != J^T u, input {k}")
