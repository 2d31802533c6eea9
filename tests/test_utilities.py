"""dtype information and promotion, print options, inference mode, small Tensor utilities and
DLPack: stated once and run on tensorplay and on torch (the `backend` fixture), or compared
with torch directly (the `torch` fixture) where the answer is a table or a printed string."""

from __future__ import annotations

import threading

import numpy as np
import pytest

import tensorplay as tp
from tests.torch_oracle import tensorplay_only, version

DTYPES = ["float32", "float64", "int32", "int64", "bool"]


# ---- finfo / iinfo -----------------------------------------------------------------------
def test_finfo_values(backend):
    f = backend.finfo(backend.float32)
    assert (f.bits, f.eps, f.resolution, f.dtype) == (32, 2.0**-23, 1e-06, "float32")
    assert f.max == float(np.finfo(np.float32).max) and f.min == -f.max
    assert f.tiny == f.smallest_normal == 2.0**-126
    d = backend.finfo(backend.float64)
    assert (d.bits, d.eps, d.tiny, d.resolution, d.dtype) == (64, 2.0**-52, 2.0**-1022, 1e-15,
                                                              "float64")
    assert isinstance(f.eps, float) and isinstance(f.bits, int)
    assert backend.finfo() == backend.finfo(backend.float32)  # the default dtype
    backend.set_default_dtype(backend.float64)
    try:
        assert backend.finfo().dtype == "float64"
    finally:
        backend.set_default_dtype(backend.float32)


def test_iinfo_values(backend):
    i = backend.iinfo(backend.int32)
    assert (i.bits, i.min, i.max, i.dtype) == (32, -2**31, 2**31 - 1, "int32")
    j = backend.iinfo(backend.int64)
    assert (j.bits, j.min, j.max, j.dtype) == (64, -2**63, 2**63 - 1, "int64")
    assert isinstance(j.max, int)


def test_info_errors(backend):
    with pytest.raises(TypeError):
        backend.finfo(backend.int32)
    with pytest.raises(TypeError):
        backend.iinfo(backend.float32)
    with pytest.raises(TypeError):
        backend.iinfo(backend.bool)
    with pytest.raises(TypeError):
        backend.iinfo()


@pytest.mark.parametrize("name", ["float32", "float64", "int32", "int64"])
def test_info_repr_matches_torch(torch, name):
    info = "finfo" if name.startswith("float") else "iinfo"
    ours = getattr(tp, info)(getattr(tp, name))
    theirs = getattr(torch, info)(getattr(torch, name))
    assert repr(ours) == repr(theirs)
    with pytest.raises(TypeError):
        hash(ours)


# ---- promote_types / result_type / can_cast ----------------------------------------------
# The full promote_types / can_cast / result_type tables against torch, over all nine dtypes,
# are in tests/test_dtypes_extra.py.


def test_result_type_is_the_dtype_ops_return(backend):
    i32 = backend.tensor([1, 2], dtype=backend.int32)
    assert backend.result_type(i32, 2.5) is (i32 * 2.5).dtype is backend.float32
    assert backend.result_type(i32, backend.tensor(1.5, dtype=backend.float64)) is backend.float64
    assert backend.result_type(2, 2.5) is backend.float32
    assert backend.result_type(tensor=i32, other=2) is backend.int32
    with pytest.raises(TypeError):
        backend.result_type(i32, [1])
    with pytest.raises(TypeError):
        backend.promote_types(1, backend.int32)


# ---- set_printoptions --------------------------------------------------------------------
@pytest.fixture
def both_printoptions(torch):
    yield torch
    tp.set_printoptions(profile="default")
    torch.set_printoptions(profile="default")


def _reprs_match(torch, make, **options) -> None:
    tp.set_printoptions(**options)
    torch.set_printoptions(**options)
    ours = repr(make(tp)).replace("tensorplay.", "torch.")
    assert ours == repr(make(torch)), options


VALUES = [
    lambda lib: lib.tensor([1.123456789, -2.5, 3.0]),
    lambda lib: lib.tensor([1.0, 2.0, 3.0]),
    lambda lib: lib.tensor([1e-5, 1.0, 12345.678]),
    lambda lib: lib.tensor([[1.5, 2.25], [1e3, 4.0]], dtype=lib.float64),
    lambda lib: lib.arange(30).reshape(5, 6),
    lambda lib: lib.arange(2000.0).reshape(20, 100) / 7,
    lambda lib: lib.arange(60.0).reshape(3, 4, 5),
    lambda lib: lib.tensor(3.14159),
    lambda lib: lib.tensor([0.1, float("nan"), float("inf")]),
]


@pytest.mark.parametrize("options", [
    {}, {"precision": 2}, {"precision": 8}, {"threshold": 5}, {"threshold": 10, "edgeitems": 1},
    {"linewidth": 40}, {"sci_mode": True}, {"sci_mode": False}, {"profile": "short"},
    {"profile": "full"}, {"profile": "short", "precision": 6},
], ids=str)
def test_repr_under_printoptions_matches_torch(both_printoptions, options):
    for make in VALUES:
        _reprs_match(both_printoptions, make, **options)


def test_printoptions_persist_and_sci_mode_resets(both_printoptions):
    torch = both_printoptions
    for lib in (tp, torch):
        lib.set_printoptions(precision=2, sci_mode=True)
        lib.set_printoptions(threshold=4)  # sci_mode is reset to None by every call
    assert repr(tp.tensor([1.23456, 2.0])) == repr(torch.tensor([1.23456, 2.0])) == \
        "tensor([1.23, 2.00])"
    assert repr(tp.arange(10)) == repr(torch.arange(10)) == "tensor([0, 1, 2,  ..., 7, 8, 9])"


# ---- inference_mode ----------------------------------------------------------------------
def test_inference_mode_records_nothing_and_marks_results(backend):
    x = backend.ones(2, requires_grad=True)
    assert not backend.is_inference_mode_enabled()
    with backend.inference_mode():
        assert backend.is_inference_mode_enabled() and not backend.is_grad_enabled()
        y = x * 2
        made = [backend.zeros(2), backend.tensor([1.0]), backend.arange(3),
                backend.from_numpy(np.ones(2)), backend.Tensor([1.0]), x.sum(), x.exp().max(0)]
        with backend.enable_grad():
            assert backend.is_grad_enabled()
            w = x * 2  # still nothing recorded
        with backend.no_grad():
            assert backend.is_inference_mode_enabled()
    assert not y.requires_grad and y.grad_fn is None and y.is_inference()
    assert all(t.is_inference() for t in made[:-1]) and made[-1].values.is_inference()
    assert not w.requires_grad and w.is_inference()
    assert not x.is_inference() and not backend.ones(1).is_inference()
    assert not backend.is_inference_mode_enabled() and backend.is_grad_enabled()


def test_inference_mode_false_views_and_in_place(backend):
    x = backend.ones(3, requires_grad=True)
    plain = backend.ones(3)
    with backend.inference_mode():
        inf = backend.ones(3)
        with backend.inference_mode(False):
            assert backend.is_grad_enabled() and not backend.is_inference_mode_enabled()
            z = x * 2
        view_of_plain, view_of_inf = plain[1:], inf[1:]
        assert not plain.detach().is_inference() and inf.detach().is_inference()
        assert plain.clone().is_inference() and not plain.unbind(0)[0].is_inference()
        plain.add_(1)
    assert z.requires_grad and not z.is_inference()
    assert not view_of_plain.is_inference() and view_of_inf.is_inference()
    assert not plain.is_inference() and plain.tolist() == [2.0, 2.0, 2.0]
    with backend.no_grad():
        with backend.inference_mode(False):
            assert backend.is_grad_enabled()
        assert not backend.is_grad_enabled()


def test_inference_mode_as_decorator_and_per_thread(backend):
    x = backend.ones(2, requires_grad=True)

    @backend.inference_mode()
    def called(a):
        return a * 2, backend.is_inference_mode_enabled()

    @backend.inference_mode
    def bare(a):
        return a * 2, backend.is_inference_mode_enabled()

    for fn in (called, bare):
        out, on = fn(x)
        assert on and out.is_inference() and not out.requires_grad
    assert not backend.is_inference_mode_enabled()
    seen = []
    with backend.inference_mode():
        t = threading.Thread(target=lambda: seen.append(
            (backend.is_inference_mode_enabled(), (x * 2).requires_grad)))
        t.start()
        t.join()
    assert seen == [(False, True)]
    assert backend.autograd.inference_mode is backend.inference_mode


def test_inference_tensors_are_not_restricted_later(backend):
    """PyTorch refuses to save an inference tensor for backward or to update it in place outside
    inference mode; TensorPlay marks such tensors but lets them be used like any other."""
    tensorplay_only(backend, "inference-tensors-unrestricted")
    x = backend.ones(2, requires_grad=True)
    with backend.inference_mode():
        y = backend.full((2,), 3.0)
    (x * y).sum().backward()
    assert x.grad.tolist() == [3.0, 3.0]
    y.add_(1)
    assert y.tolist() == [4.0, 4.0]


# ---- Tensor utilities --------------------------------------------------------------------
def test_type_ndimension_and_casts(backend):
    x = backend.arange(12.0).reshape(3, 4)
    assert x.ndimension() == 2 and backend.tensor(1).ndimension() == 0
    assert x.type(backend.int32).dtype is backend.int32
    assert x.type(dtype=backend.float64).dtype is backend.float64
    assert x.type(backend.float32) is x
    name = backend.__name__
    assert x.type(f"{name}.DoubleTensor").dtype is backend.float64
    assert x.type(f"{name}.LongTensor").dtype is backend.int64
    with pytest.raises(ValueError):
        x.type(float)


def test_type_name_says_tensorplay(backend):
    tensorplay_only(backend, "type-name")
    assert tp.ones(1).type() == "tensorplay.FloatTensor"
    assert [tp.ones(1, dtype=getattr(tp, d)).type() for d in DTYPES] == [
        "tensorplay.FloatTensor", "tensorplay.DoubleTensor", "tensorplay.IntTensor",
        "tensorplay.LongTensor", "tensorplay.BoolTensor"]
    assert tp.ones(1).type("torch.IntTensor").dtype is tp.int32  # PyTorch's names are accepted


def test_type_names_are_torchs_with_the_library_name(torch):
    for d in DTYPES:
        theirs = torch.ones(1, dtype=getattr(torch, d)).type()
        assert tp.ones(1, dtype=getattr(tp, d)).type() == theirs.replace("torch.", "tensorplay.")


def test_storage_offset_and_data_ptr(backend):
    x = backend.arange(12.0).reshape(3, 4)
    assert x.storage_offset() == 0
    assert x[1].storage_offset() == 4
    assert x[:, 2].storage_offset() == 2
    assert x.t()[1:].storage_offset() == 1
    assert x[1:, 1:][1].storage_offset() == 9
    assert x.flip(0).storage_offset() == 0
    assert x[2].data_ptr() - x.data_ptr() == 8 * x.element_size()
    assert x.view(-1)[5:].data_ptr() == x[1, 1].data_ptr()


def test_apply_(backend):
    z = backend.arange(4)
    assert z.apply_(lambda v: v * 2) is z and z.tolist() == [0, 2, 4, 6]
    w = backend.arange(4)
    w.apply_(lambda v: 2.7)
    assert w.tolist() == [2, 2, 2, 2]  # cast to the tensor's dtype
    base = backend.arange(4.0)
    before = version(base)
    base[::2].apply_(lambda v: v * 2.5 + 1)  # a view: written through
    assert base.tolist() == [1.0, 1.0, 6.0, 3.0] and version(base) == before  # as torch: no bump
    with pytest.raises(RuntimeError, match="apply_"):
        backend.ones(2, requires_grad=True).apply_(lambda v: v)
    with pytest.raises(TypeError):
        backend.arange(2).apply_(lambda v: "a")


# ---- DLPack ------------------------------------------------------------------------------
def test_dlpack_with_numpy_both_ways(backend):
    t = backend.arange(4.0)
    assert t.__dlpack_device__() == (1, 0)
    a = np.from_dlpack(t)
    a[0] = 9
    assert t.tolist() == [9.0, 1.0, 2.0, 3.0]
    arr = np.arange(3, dtype=np.int64)
    u = backend.from_dlpack(arr)
    u[1] = 7
    assert arr.tolist() == [0, 7, 2] and u.dtype is backend.int64
    b = backend.from_dlpack(np.array([True, False]))
    assert b.dtype is backend.bool and b.tolist() == [True, False]
    view = backend.arange(6.0).reshape(2, 3)[:, 1]
    assert np.from_dlpack(view).tolist() == [1.0, 4.0]
    copied = backend.from_dlpack(arr, copy=True)
    copied[0] = 5
    assert arr.tolist() == [0, 7, 2]
    assert backend.from_dlpack(backend.from_dlpack(arr)).tolist() == [0, 7, 2]


def test_dlpack_refuses_a_tensor_that_requires_grad(backend):
    with pytest.raises(BufferError):
        backend.ones(2, requires_grad=True).__dlpack__()


def test_dlpack_with_torch_zero_copy(torch):
    t = tp.arange(4.0)
    tt = torch.from_dlpack(t)
    tt[1] = 7
    assert t.tolist() == [0.0, 7.0, 2.0, 3.0]
    u = tp.from_dlpack(tt)
    u[2] = 5
    assert tt.tolist() == [0.0, 7.0, 5.0, 3.0]
    v = tp.utils.dlpack.from_dlpack(torch.utils.dlpack.to_dlpack(tt))  # a legacy capsule
    v[3] = 1
    assert tt.tolist() == [0.0, 7.0, 5.0, 1.0]
    w = torch.utils.dlpack.from_dlpack(tp.utils.dlpack.to_dlpack(t))
    w[0] = -1
    assert t.tolist() == [-1.0, 7.0, 5.0, 1.0]
    assert tp.from_dlpack(torch.ones(2, dtype=torch.int32)).dtype is tp.int32
    with pytest.raises(TypeError):
        tp.from_dlpack(torch.ones(2, dtype=torch.complex64))  # a dtype tensorplay lacks
    with pytest.raises(TypeError):
        tp.from_dlpack([1, 2])
