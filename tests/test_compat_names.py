"""Names that PyTorch programs use on their first lines, on tensorplay and on torch.

`backends.cudnn` flags, the `is_*` device flags of a tensor, the legacy constructors
(`Tensor(2, 3)`, `FloatTensor([...])`, `isinstance(x, LongTensor)`) and the norm layers' reprs:
each test states PyTorch's behaviour and runs on both libraries (the `backend` fixture).
"""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay

from .torch_oracle import arr

# ---- backends ------------------------------------------------------------------------------


def test_cudnn_flags_have_the_cpu_build_defaults(backend):
    c = backend.backends.cudnn
    assert c.is_available() is False
    assert c.version() is None
    assert (c.enabled, c.benchmark, c.deterministic, c.allow_tf32) == (True, False, False, True)
    assert c.is_acceptable(backend.zeros(2)) is False


@pytest.mark.parametrize("flag", ["enabled", "benchmark", "deterministic", "allow_tf32"])
def test_cudnn_flags_are_set_and_read_back(backend, flag):
    c = backend.backends.cudnn
    before = getattr(c, flag)
    try:
        setattr(c, flag, not before)
        assert getattr(c, flag) is (not before)
        with pytest.raises(RuntimeError, match="expects a bool, but got"):
            setattr(c, flag, 1)
        assert getattr(c, flag) is (not before)
    finally:
        setattr(c, flag, before)
    assert getattr(c, flag) is before


def test_cudnn_flags_context_sets_for_the_block_and_restores(backend):
    c = backend.backends.cudnn
    with c.flags(benchmark=True, deterministic=True):
        # the flags not named take flags()'s defaults for the block: enabled=False
        assert (c.enabled, c.benchmark, c.deterministic, c.allow_tf32) == (False, True, True, True)
    assert (c.enabled, c.benchmark, c.deterministic, c.allow_tf32) == (True, False, False, True)


def test_mps_and_cuda_backends_answer_unavailable(backend):
    assert backend.backends.mps.is_available() is False
    assert backend.backends.mps.is_built() is False
    assert backend.backends.cuda.is_built() is False
    m = backend.backends.cuda.matmul
    assert m.allow_tf32 is False
    try:
        m.allow_tf32 = True
        assert m.allow_tf32 is True
        with pytest.raises(RuntimeError, match="expects a bool"):
            m.allow_tf32 = "yes"
    finally:
        m.allow_tf32 = False
    with pytest.raises(AttributeError, match="Unknown attribute no_such_flag"):
        m.no_such_flag
    with pytest.raises(AttributeError, match="Unknown attribute no_such_flag"):
        m.no_such_flag = True


# ---- device and layout flags of a tensor -------------------------------------------------------

FLAGS = ["is_cpu", "is_cuda", "is_ipu", "is_maia", "is_meta", "is_mkldnn", "is_mps", "is_mtia",
         "is_nested", "is_quantized", "is_sparse", "is_sparse_csr", "is_vulkan", "is_xla", "is_xpu"]


def test_the_flag_list_is_torchs(torch):
    """Every non-method `is_*` attribute of torch.Tensor that is a device or layout flag
    (is_leaf is autograd's, tested elsewhere)."""
    t = torch.zeros(2)
    found = sorted(n for n in dir(torch.Tensor) if n.startswith("is_") and n != "is_leaf"
                   and not callable(getattr(t, n)))
    assert found == FLAGS


@pytest.mark.parametrize("name", FLAGS)
def test_device_flags(backend, name):
    for t in (backend.zeros(2), backend.nn.Parameter(backend.ones(3)), backend.zeros((), dtype=backend.int64)):
        value = getattr(t, name)
        assert value is (name == "is_cpu")
        assert not callable(value)


def test_device_flags_under_vmap(backend):
    seen = []

    def f(x):
        seen.append((x.is_xpu, x.is_cpu, x.is_meta))
        return x * 2

    backend.vmap(f)(backend.ones(3, 2))
    assert seen == [(False, True, False)]


# ---- legacy constructors -----------------------------------------------------------------------

TYPES = {"FloatTensor": "float32", "DoubleTensor": "float64", "HalfTensor": "float16",
         "LongTensor": "int64", "IntTensor": "int32", "ShortTensor": "int16", "CharTensor": "int8",
         "ByteTensor": "uint8", "BoolTensor": "bool"}


def test_tensor_of_sizes_is_uninitialised_float32(backend):
    for args, shape in [((2, 3), (2, 3)), ((4,), (4,)), ((0,), (0,)), ((backend.Size([2, 3]),), (2, 3)),
                        ((np.int64(3),), (3,)), ((), (0,))]:
        t = backend.Tensor(*args)
        assert tuple(t.shape) == shape and t.dtype is backend.float32
        assert type(t) is backend.Tensor and not t.requires_grad
    assert tuple(backend.Tensor(2, 3, device="cpu").shape) == (2, 3)


def test_tensor_of_data_copies_as_float32(backend):
    data = np.array([1, 2], dtype=np.int64)
    t = backend.Tensor(data)
    assert t.dtype is backend.float32 and arr(t).tolist() == [1.0, 2.0]
    data[0] = 7
    assert arr(t).tolist() == [1.0, 2.0]  # a copy
    assert arr(backend.Tensor([[1, 2], [3, 4]])).tolist() == [[1, 2], [3, 4]]
    assert arr(backend.Tensor((2, 3))).tolist() == [2.0, 3.0]  # a tuple is data, a Size a shape
    assert arr(backend.Tensor(range(3))).tolist() == [0.0, 1.0, 2.0]
    assert arr(backend.Tensor([True, False])).tolist() == [1.0, 0.0]
    assert backend.Tensor([]).shape == backend.Size([0])


def test_tensor_follows_the_default_dtype(backend):
    backend.set_default_dtype(backend.float64)
    try:
        assert backend.Tensor([1]).dtype is backend.float64
        assert backend.Tensor(2).dtype is backend.float64
        assert backend.FloatTensor([1]).dtype is backend.float32
        assert isinstance(backend.zeros(2), backend.DoubleTensor)
    finally:
        backend.set_default_dtype(backend.float32)


def test_tensor_of_a_tensor_is_an_alias(backend):
    x = backend.tensor([1, 2])
    y = backend.Tensor(x)
    assert y is not x and y.dtype is backend.int64  # any dtype: no conversion
    x.add_(1)
    assert arr(y).tolist() == [2, 3] and y._version == x._version
    w = backend.tensor([1.0, 2.0], requires_grad=True)
    v = backend.Tensor(w)
    assert v.requires_grad and v.grad_fn is not None
    (v * backend.tensor([3.0, 4.0])).sum().backward()
    assert arr(w.grad).tolist() == [3.0, 4.0]


@pytest.mark.parametrize("name", sorted(TYPES))
def test_typed_constructors(backend, name):
    cls = getattr(backend, name)
    dtype = getattr(backend, TYPES[name])
    assert cls.__name__ == name
    empty = cls()
    assert empty.dtype is dtype and tuple(empty.shape) == (0,)
    sized = cls(2, 3)
    assert sized.dtype is dtype and tuple(sized.shape) == (2, 3) and type(sized) is backend.Tensor
    data = cls([1, 0, 1])
    assert data.dtype is dtype and arr(data).tolist() == [1, 0, 1]
    assert isinstance(data, cls) and isinstance(data, backend.Tensor)
    assert cls(backend.tensor([1, 0], dtype=dtype)).dtype is dtype
    assert not issubclass(cls, backend.Tensor)


def test_typed_constructors_convert_data_as_torch(backend):
    assert arr(backend.LongTensor([1.7, -2.2])).tolist() == [1, -2]
    assert arr(backend.IntTensor([1.5])).tolist() == [1]
    assert arr(backend.CharTensor([1, -2])).tolist() == [1, -2]
    assert arr(backend.HalfTensor([0.5])).tolist() == [0.5]
    with pytest.raises(RuntimeError, match="without overflow"):
        backend.ByteTensor([300])


@pytest.mark.parametrize("name", sorted(TYPES))
def test_isinstance_compares_the_dtype(backend, name):
    cls = getattr(backend, name)
    for other, dtype_name in TYPES.items():
        t = backend.zeros(2, dtype=getattr(backend, dtype_name))
        assert isinstance(t, cls) is (other == name)
    assert not isinstance(np.zeros(2), cls) and not isinstance(3.0, cls)


def test_isinstance_of_parameters_and_type_conversion(backend):
    p = backend.nn.Parameter(backend.zeros(2))
    assert isinstance(p, backend.FloatTensor) and not isinstance(p, backend.LongTensor)
    assert isinstance(backend.zeros(2), backend.FloatTensor)
    assert not isinstance(backend.zeros(2, dtype=backend.int64), backend.FloatTensor)
    assert backend.zeros(2).type(backend.LongTensor).dtype is backend.int64
    assert backend.zeros(2, dtype=backend.int64).type(backend.DoubleTensor).dtype is backend.float64


@pytest.mark.parametrize(("call", "error", "match"), [
    (lambda tp: tp.Tensor(2, "a"), TypeError, r"new\(\): argument 'size' failed to unpack the object at pos 2"),
    (lambda tp: tp.Tensor(2, 3.0), TypeError, r"argument 'size'"),
    (lambda tp: tp.Tensor(2.5), TypeError, r"new\(\): data must be a sequence \(got float\)"),
    (lambda tp: tp.Tensor(True), TypeError, r"data must be a sequence \(got bool\)"),
    (lambda tp: tp.Tensor(None), TypeError, r"data must be a sequence \(got NoneType\)"),
    (lambda tp: tp.Tensor(np.float64(1)), TypeError, r"got numpy.float64"),
    (lambda tp: tp.Tensor("ab"), TypeError, r"new\(\): invalid data type 'str'"),
    (lambda tp: tp.Tensor(-1), RuntimeError, r"Trying to create tensor with negative dimension -1: \[-1\]"),
    (lambda tp: tp.LongTensor(2, -3), RuntimeError, r"negative dimension -3: \[2, -3\]"),
    (lambda tp: tp.Tensor([1, 2], dtype=tp.float64), TypeError, r"new\(\) received an invalid combination"),
    (lambda tp: tp.Tensor(3, requires_grad=True), TypeError, r"invalid combination"),
    (lambda tp: tp.FloatTensor([1], dtype=tp.float32), TypeError, r"invalid combination"),
    (lambda tp: tp.LongTensor(tp.zeros(2)), TypeError, r"expected"),
    (lambda tp: tp.FloatTensor(tp.zeros(2, dtype=tp.float64)), TypeError, r"expected"),
    (lambda tp: tp.Tensor([[1], [2, 3]]), ValueError, None),
])
def test_legacy_constructor_errors(backend, call, error, match):
    with pytest.raises(error, match=match):
        call(backend)


def test_a_subclass_takes_the_legacy_forms(backend):
    class MyTensor(backend.Tensor):
        pass

    m = MyTensor([1, 2])
    assert type(m) is MyTensor and arr(m).tolist() == [1.0, 2.0]
    assert type(MyTensor(2, 3)) is MyTensor and tuple(MyTensor(2, 3).shape) == (2, 3)


def test_ops_do_not_pass_through_the_legacy_constructor(monkeypatch):
    """Ops allocate with object.__new__: Tensor.__new__ runs only for Tensor(...) itself."""
    from tensorplay.core import legacy_types as _legacy_types

    calls = []
    monkeypatch.setattr(_legacy_types, "new", lambda *a: calls.append(a))
    x = tensorplay.ones(3, requires_grad=True)
    (x.exp() * 2).sum().backward()
    tensorplay.vmap(lambda r: r.sin())(tensorplay.ones(2, 3))
    assert calls == []


# ---- norm layers' reprs --------------------------------------------------------------------

NORMS = [
    "BatchNorm1d(3)", "BatchNorm2d(3)", "BatchNorm3d(3)", "BatchNorm2d(4, momentum=0.2, eps=1e-3)",
    "BatchNorm1d(3, affine=False)", "BatchNorm2d(3, bias=False)",
    "BatchNorm3d(3, momentum=None, track_running_stats=False)",
    "LayerNorm(4)", "LayerNorm((2, 3), eps=1e-6, elementwise_affine=False)", "LayerNorm(4, bias=False)",
    "GroupNorm(2, 4)", "GroupNorm(2, 4, affine=False, eps=1e-3)",
    "InstanceNorm1d(3)", "InstanceNorm2d(3, affine=True)", "InstanceNorm3d(3, track_running_stats=True)",
    "InstanceNorm2d(3, affine=True, bias=False)",
]


@pytest.mark.parametrize("spec", NORMS)
def test_norm_layer_reprs(backend, torch, spec):
    layer = eval(f"backend.nn.{spec}")
    assert repr(layer) == repr(eval(f"torch.nn.{spec}"))


def test_batchnorm3d_normalises_five_dim_input(backend):
    rng = np.random.default_rng(0)
    x = rng.standard_normal((2, 3, 2, 2, 2))
    bn = backend.nn.BatchNorm3d(3).double()
    out = arr(bn(backend.tensor(x)))
    mean, var = x.mean(axis=(0, 2, 3, 4), keepdims=True), x.var(axis=(0, 2, 3, 4), keepdims=True)
    np.testing.assert_allclose(out, (x - mean) / np.sqrt(var + 1e-5), rtol=1e-10, atol=1e-12)
    np.testing.assert_allclose(arr(bn.running_mean), 0.1 * mean.ravel(), rtol=1e-12)
    with pytest.raises(ValueError, match=r"expected 5D input \(got 4D input\)"):
        bn(backend.zeros(2, 3, 2, 2, dtype=backend.float64))
