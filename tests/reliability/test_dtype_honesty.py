"""Promise: a tensor's reported dtype is always the dtype its data really has.

TensorPlay has nine dtypes (float32, float64, float16, int64, int32, int16, int8, uint8, bool),
each its own NumPy dtype. An array of any other NumPy dtype is refused at the door with a
TypeError that names the dtype and says what to do: by `tp.tensor`, `tp.as_tensor`,
`tp.from_numpy` (which shares memory, so it cannot convert) and `tp.load` (tp.save writes
nothing else).
"""

from __future__ import annotations

import io
import zipfile

import numpy as np
import pytest

import tensorplay as tp

SMALL = ("float16", "uint8", "int8", "int16")
FOREIGN = ("complex64", "complex128", "<U3", "datetime64[D]", "uint16", "uint32", "uint64")
SUPPORTED = ("float32", "float64", "int64", "int32", "bool") + SMALL


def _array(np_dtype: str) -> np.ndarray:
    return np.array([[0, 1, 2], [3, 100, 7]]).astype(np_dtype)


@pytest.mark.parametrize("make", ["tensor", "as_tensor", "from_numpy"])
def test_every_constructor_reports_the_dtype_its_data_holds(make):
    """Each NumPy dtype is either refused with a TypeError naming it and the fix, or gives a
    tensor whose data is exactly the dtype it reports and that computes in it (float16 data
    rounds 2049 + 1 to 2048, as PyTorch's float16 does)."""
    for np_dtype in FOREIGN + SUPPORTED:
        array = _array(np_dtype)
        try:
            t = getattr(tp, make)(array)
        except TypeError as exc:
            assert np_dtype not in SUPPORTED, (np_dtype, str(exc))
            assert str(np.dtype(np_dtype)) in str(exc) and ".astype(" in str(exc), str(exc)
            continue
        assert np_dtype in SUPPORTED, f"{make} accepted {np_dtype}"
        assert t.numpy().dtype == t.dtype.np, (np_dtype, t.dtype, t.numpy().dtype)
        assert str(t.dtype) == f"tensorplay.{np_dtype}"
        np.testing.assert_array_equal((t + t).numpy(), array + array)
        if t.dtype.is_floating_point:
            assert (t[0, 1] + 2049).item() == (2048 if np_dtype == "float16" else 2050), np_dtype


@pytest.mark.parametrize("np_dtype", SMALL)
def test_from_numpy_shares_small_numpy_dtypes(backend, np_dtype):
    """As PyTorch: the array's memory under its own dtype."""
    array = _array(np_dtype)
    t = backend.from_numpy(array)
    assert str(t.dtype).split(".")[1] == np_dtype and np.shares_memory(t.numpy(), array)
    t[0, 0] = 5
    assert array[0, 0] == 5


def _saved_with(array: np.ndarray) -> io.BytesIO:
    """A tp.save archive whose one tensor member has been replaced by `array`."""
    saved = io.BytesIO()
    tp.save({"a": tp.ones(2)}, saved)
    out = io.BytesIO()
    with zipfile.ZipFile(saved) as src, zipfile.ZipFile(out, "w") as dst:
        for name in src.namelist():
            if name == "__tensorplay__.npy":
                dst.writestr(name, src.read(name))
            else:
                member = io.BytesIO()
                np.save(member, array)
                dst.writestr(name, member.getvalue())
    out.seek(0)
    return out


@pytest.mark.parametrize("np_dtype", FOREIGN + (">f4", "object"))
def test_load_refuses_dtypes_tensorplay_lacks(np_dtype):
    for ok in SUPPORTED:  # the same archive with one of the nine dtypes loads exactly
        t = tp.load(_saved_with(_array(ok)))["a"]
        assert t.numpy().dtype == np.dtype(ok) == t.dtype.np
    if np_dtype == "object":
        with pytest.raises(ValueError, match="pickled objects"):
            tp.load(_saved_with(np.array([1, 2], dtype=object)))
        return
    with pytest.raises(TypeError, match=r"tp\.load: .*array 't0' has NumPy dtype .*astype"):
        tp.load(_saved_with(_array(np_dtype)))
