"""bfloat16: dtype, promotion, limits, conversions, printing, checkpoints, and ops computed as
PyTorch's CPU computes them (in float32, rounded once), checked on both backends."""

from __future__ import annotations

import io

import numpy as np
import pytest

import tensorplay
from tests.torch_oracle import arr, import_torch, tensorplay_only

BF16_TOL = {"rtol": 2e-2, "atol": 2e-2}


def f64(t) -> np.ndarray:
    """A tensor's values as float64 (bfloat16 has no NumPy dtype of its own on torch's side)."""
    return t.detach().float().numpy().astype(np.float64)


def test_the_dtype_and_a_name_table_built_at_import(backend):
    tp = backend
    table = {"float32": tp.float32, "bfloat16": tp.bfloat16, "float16": tp.float16}
    assert table["bfloat16"] is tp.bfloat16
    assert tp.bfloat16.is_floating_point
    assert tp.bfloat16.itemsize == 2
    assert str(tp.bfloat16) == f"{tp.__name__}.bfloat16"


@pytest.mark.parametrize(("a", "b", "out"), [
    ("bfloat16", "float16", "float32"), ("bfloat16", "float32", "float32"),
    ("bfloat16", "float64", "float64"), ("int64", "bfloat16", "bfloat16"),
    ("bool", "bfloat16", "bfloat16"), ("bfloat16", "bfloat16", "bfloat16")])
def test_promotion(backend, a, b, out):
    tp = backend
    da, db, do = getattr(tp, a), getattr(tp, b), getattr(tp, out)
    assert tp.promote_types(da, db) is do
    x, y = tp.ones(2, dtype=da), tp.ones(2, dtype=db)
    assert (x + y).dtype is do
    assert tp.result_type(x, y) is do


def test_scalars_and_zero_dim_tensors_do_not_widen(backend):
    tp = backend
    x = tp.ones(3, dtype=tp.bfloat16)
    assert (x * 2.5).dtype is tp.bfloat16
    assert (x + tp.tensor(1.0, dtype=tp.float64)).dtype is tp.bfloat16
    assert (tp.arange(3) * tp.tensor(2.0, dtype=tp.bfloat16)).dtype is tp.bfloat16


def test_finfo(backend):
    tp = backend
    fi = tp.finfo(tp.bfloat16)
    assert (fi.bits, fi.eps, fi.max, fi.tiny, fi.resolution) == (
        16, 0.0078125, 3.3895313892515355e+38, 1.1754943508222875e-38, 0.01)
    assert fi.min == -fi.max


def test_conversions_round_to_nearest_even(backend):
    tp = backend
    x = tp.tensor([1.0, 1.00390625, 1.01171875, 3.1, 3.4e38, -2.5])
    b = x.bfloat16()
    assert b.dtype is tp.bfloat16 and x.to(tp.bfloat16).dtype is tp.bfloat16
    assert b.float().tolist() == [1.0, 1.0, 1.015625, 3.09375, float("inf"), -2.5]
    assert b.tolist()[3] == 3.09375 and isinstance(b[0].item(), float)
    assert tp.tensor([3.1], dtype=tp.bfloat16).item() == 3.09375
    assert b.to(tp.float64).dtype is tp.float64


def test_printing(backend):
    tp = backend
    name = tp.__name__
    assert repr(tp.tensor([1.5, -2.25, 3.1], dtype=tp.bfloat16)) == \
        f"tensor([ 1.5000, -2.2500,  3.0938], dtype={name}.bfloat16)"
    assert repr(tp.tensor(2.0, dtype=tp.bfloat16)) == f"tensor(2., dtype={name}.bfloat16)"


def test_factories(backend):
    tp = backend
    assert tp.zeros(2, 3, dtype=tp.bfloat16).dtype is tp.bfloat16
    assert tp.full((2,), 3.3, dtype=tp.bfloat16).tolist() == [3.296875, 3.296875]
    assert tp.randn(4, dtype=tp.bfloat16).dtype is tp.bfloat16
    assert tp.rand(4, dtype=tp.bfloat16).dtype is tp.bfloat16
    assert tp.arange(4, dtype=tp.bfloat16).tolist() == [0.0, 1.0, 2.0, 3.0]


X = [[1.5, -2.25, 3.1, 0.4], [0.3, 0.7, -1.2, 2.0], [-0.6, 1.1, 0.05, -0.9]]
W = [[0.5, 1.0, -0.3], [2.0, -1.0, 0.7], [0.25, 0.125, -0.5], [1.2, 0.1, 0.3]]


@pytest.mark.parametrize("op", ["add", "mul", "div", "matmul", "exp", "tanh", "sigmoid", "relu",
                                "gelu", "softmax", "log_softmax", "sum", "mean", "var", "amax",
                                "norm", "cumsum", "layer_norm"])
def test_ops_match_float64_at_bfloat16_tolerance(backend, op):
    tp = backend
    F = tp.nn.functional
    x, w = tp.tensor(X, dtype=tp.bfloat16), tp.tensor(W, dtype=tp.bfloat16)
    fns = {"add": lambda a: a + 0.1,
           "mul": lambda a: a * a, "div": lambda a: a / (a.abs() + 1), "matmul": lambda a: a @ w.to(a.dtype),
           "exp": lambda a: a.exp(), "tanh": lambda a: a.tanh(), "sigmoid": lambda a: a.sigmoid(),
           "relu": lambda a: F.relu(a), "gelu": lambda a: F.gelu(a),
           "softmax": lambda a: a.softmax(1), "log_softmax": lambda a: F.log_softmax(a, 1),
           "sum": lambda a: a.sum(1), "mean": lambda a: a.mean(), "var": lambda a: a.var(1),
           "amax": lambda a: a.amax(0), "norm": lambda a: a.norm(), "cumsum": lambda a: a.cumsum(1),
           "layer_norm": lambda a: F.layer_norm(a, (4,))}
    out = fns[op](x)
    assert out.dtype is tp.bfloat16
    ref = fns[op](tp.tensor(f64(x), dtype=tp.float64))  # the same bfloat16 inputs, in float64
    np.testing.assert_allclose(f64(out), arr(ref), **BF16_TOL)


def test_a_step_of_training_in_bfloat16(backend):
    """Forward, losses and backward of a small network in bfloat16, against float64 arithmetic
    on the same (bfloat16-rounded) numbers."""
    tp = backend
    F = tp.nn.functional
    grads = {}
    for dt in (tp.bfloat16, tp.float64):
        x = tp.tensor(X, dtype=tp.bfloat16).to(dt).requires_grad_()
        w = tp.tensor(W, dtype=tp.bfloat16).to(dt).requires_grad_()
        h = (x @ w).relu()
        loss = F.cross_entropy(h, tp.tensor([0, 2, 1])) + F.mse_loss(h.sigmoid(), h.tanh())
        loss.backward()
        assert loss.dtype is dt and x.grad.dtype is dt
        grads[dt] = (f64(loss), f64(x.grad), f64(w.grad))
    for low, high in zip(grads[tp.bfloat16], grads[tp.float64]):
        np.testing.assert_allclose(low, high, rtol=3e-2, atol=3e-2)


def test_against_torch_directly():
    """The same bfloat16 network on both libraries: results within a bfloat16 ulp or two."""
    torch = import_torch()
    out = {}
    for lib in (tensorplay, torch):
        x = lib.tensor(X, dtype=lib.bfloat16, requires_grad=True)
        w = lib.tensor(W, dtype=lib.bfloat16, requires_grad=True)
        y = (x @ w).softmax(1).log().sum() + x.exp().mean()
        y.backward()
        out[lib] = [f64(y), f64(x.grad), f64(w.grad)]
    for a, b in zip(out[tensorplay], out[torch]):
        np.testing.assert_allclose(a, b, rtol=1e-2, atol=1e-2)


def test_module_conversion(backend):
    tp = backend
    m = tp.nn.Linear(3, 2).bfloat16()
    assert m.weight.dtype is tp.bfloat16 and m.bias.dtype is tp.bfloat16
    assert m(tp.ones(4, 3, dtype=tp.bfloat16)).dtype is tp.bfloat16
    assert m.float().weight.dtype is tp.float32


@pytest.mark.parametrize(("call", "cls", "message"), [
    ("inv", RuntimeError, "linalg.inv: Low precision dtypes not supported. Got BFloat16"),
    ("det", NotImplementedError, "\"lu_cpu\" not implemented for 'BFloat16'"),
    ("cholesky", NotImplementedError, "\"cholesky_cpu\" not implemented for 'BFloat16'"),
    ("svd", NotImplementedError, "\"linalg_svd_cpu\" not implemented for 'BFloat16'"),
    ("qr", NotImplementedError, "\"geqrf_cpu\" not implemented for 'BFloat16'"),
    ("eigh", NotImplementedError, "\"linalg_eigh_cpu\" not implemented for 'BFloat16'"),
    ("slogdet", RuntimeError, "linalg.slogdet: Low precision dtypes not supported. Got BFloat16")])
def test_refused_as_torch_refuses(backend, call, cls, message):
    tp = backend
    a = tp.eye(3, dtype=tp.bfloat16) * 2
    with pytest.raises(cls) as info:
        getattr(tp.linalg, call)(a)
    assert message in str(info.value)


def test_save_load_round_trip():
    tp = tensorplay
    x = tp.tensor([1.5, -2.25, 3.1], dtype=tp.bfloat16, requires_grad=True)
    m = tp.nn.Linear(2, 3).bfloat16()
    buf = io.BytesIO()
    tp.save({"x": x, "state": m.state_dict(), "dtype": tp.bfloat16}, buf)
    buf.seek(0)
    back = tp.load(buf)
    assert back["x"].dtype is tp.bfloat16 and back["x"].requires_grad
    assert back["x"].tolist() == x.tolist()
    assert back["dtype"] is tp.bfloat16
    assert np.array_equal(f64(back["state"]["weight"]), f64(m.weight))


def test_a_bare_uint16_array_in_an_archive_is_refused():
    tp = tensorplay
    buf = io.BytesIO()
    tp.save({"x": tp.tensor([1.0], dtype=tp.bfloat16)}, buf)
    buf.seek(0)
    with np.load(buf) as z:
        arrays = {k: z[k] for k in z.files}
    name = next(k for k in arrays if arrays[k].dtype == np.uint8)  # the manifest
    text = arrays[name].tobytes().replace(b', "dtype": "bfloat16"', b"")
    arrays[name] = np.frombuffer(text, dtype=np.uint8)
    out = io.BytesIO()
    np.savez(out, **arrays)
    out.seek(0)
    with pytest.raises(TypeError, match="has NumPy dtype uint16"):
        tp.load(out)


def test_without_ml_dtypes_the_name_exists_and_creation_says_what_to_install():
    code = (
        "import sys; sys.modules['ml_dtypes'] = None\n"
        "import tensorplay as tp\n"
        "table = {'float32': tp.float32, 'bfloat16': tp.bfloat16}\n"
        "assert tp.ones(2).dtype is tp.float32\n"
        "try:\n"
        "    tp.zeros(2, dtype=tp.bfloat16)\n"
        "except RuntimeError as e:\n"
        "    print(e)\n")
    import subprocess
    import sys
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert "needs the ml_dtypes package" in out.stdout and "pip install ml_dtypes" in out.stdout


def test_bfloat16_differences(backend):
    """Documented differences (docs/differences.md `bfloat16-scope`): no DLPack exchange (NumPy's
    DLPack has no bfloat16), and linear algebra PyTorch refuses through another kernel's name is
    refused through the kernel TensorPlay's composite reaches first."""
    tensorplay_only(backend, "bfloat16-scope")
    tp = backend
    with pytest.raises(RuntimeError, match="DLPack only supports"):
        tp.from_dlpack(tp.ones(2, dtype=tp.bfloat16))
    # PyTorch: RuntimeError "This function doesn't handle types other than float and double"
    with pytest.raises(NotImplementedError, match="\"linalg_svd_cpu\" not implemented for 'BFloat16'"):
        tp.linalg.lstsq(tp.eye(2, dtype=tp.bfloat16), tp.ones(2, 1, dtype=tp.bfloat16))


def test_solve_refuses_bfloat16_as_pytorch(backend):
    """PyTorch's LU has no bfloat16 CPU kernel: linalg.solve refuses with its message (an empty
    system never reaches it)."""
    tp = backend
    with pytest.raises(NotImplementedError, match="\"lu_cpu\" not implemented for 'BFloat16'"):
        tp.linalg.solve(tp.eye(2, dtype=tp.bfloat16), tp.ones(2, 1, dtype=tp.bfloat16))
    empty = tp.linalg.solve(tp.eye(0, dtype=tp.bfloat16), tp.ones(0, 1, dtype=tp.bfloat16))
    assert empty.dtype is tp.bfloat16 and tuple(empty.shape) == (0, 1)


def test_transforms_and_an_optimizer_step(backend):
    tp = backend
    x = tp.tensor(X, dtype=tp.bfloat16)
    g = tp.func.grad(lambda r: r.sin().sum())(x)
    assert g.dtype is tp.bfloat16
    np.testing.assert_allclose(f64(g), np.cos(f64(x)), **BF16_TOL)
    per_row = tp.vmap(lambda r: (r * r).sum())(x)
    assert per_row.dtype is tp.bfloat16
    np.testing.assert_allclose(f64(per_row), (f64(x) ** 2).sum(1), **BF16_TOL)
    _, tangent = tp.func.jvp(lambda r: r.exp(), (x,), (tp.ones_like(x),))
    np.testing.assert_allclose(f64(tangent), np.exp(f64(x)), **BF16_TOL)
    lin = tp.nn.Linear(4, 2).bfloat16()
    opt = tp.optim.Adam(lin.parameters(), lr=0.1)
    before = f64(lin.weight)
    lin(x).pow(2).mean().backward()
    opt.step()
    assert lin.weight.dtype is tp.bfloat16
    np.testing.assert_allclose(np.abs(f64(lin.weight) - before), 0.1, rtol=0.05)


def _run(code: str) -> str:
    import subprocess
    import sys
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True).stdout


def test_ml_dtypes_is_imported_on_first_use_of_bfloat16_only():
    """ml_dtypes takes about 0.8 s to import (four times the rest of `import tensorplay`):
    a program that never uses bfloat16 does not import it; the first use does."""
    out = _run(
        "import sys, tensorplay as tp\n"
        "x = tp.ones(3) * 2; str(x); tp.finfo(tp.float16); repr(tp.bfloat16)\n"
        "print('before', 'ml_dtypes' in sys.modules)\n"
        "y = tp.ones(3, dtype=tp.bfloat16) * 2.5\n"
        "print('after', 'ml_dtypes' in sys.modules, y.dtype is tp.bfloat16, y.tolist())\n")
    assert "before False" in out and "after True True [2.5, 2.5, 2.5]" in out


def test_a_bfloat16_array_made_before_tensorplay_used_bfloat16_is_accepted():
    out = _run(
        "import ml_dtypes, numpy as np, tensorplay as tp\n"
        "a = np.array([1.5, -2.0], dtype=ml_dtypes.bfloat16)\n"
        "t = tp.from_numpy(a)\n"
        "print(t.dtype is tp.bfloat16, tp.tensor(a).dtype is tp.bfloat16, (t * 2).tolist())\n")
    assert "True True [3.0, -4.0]" in out
