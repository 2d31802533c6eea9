"""Which ops return views, as PyTorch decides it.

A view shares its base's memory (a write through either is seen by the other), has
`_base` set to the tensor that owns the memory, and shares the base's version
counter (an in-place change of either bumps both). Ops that copy have no `_base`.
Every case runs on tensorplay and on torch.
"""

from __future__ import annotations

import pytest

from tests.torch_oracle import tensorplay_only


def version(t) -> int:
    """The version counter: an int in torch, `[n]` shared by reference in tensorplay."""
    v = t._version
    return v if isinstance(v, int) else v[0]


VIEWS = {
    "int index": lambda m, x: x[1],
    "int index to 0-d": lambda m, x: x[1, 2, 3],
    "0-d tensor index": lambda m, x: x[m.tensor(1)],
    "slice": lambda m, x: x[:, 1:],
    "None and ellipsis": lambda m, x: x[None, ..., 2],
    "select": lambda m, x: x.select(1, 2),
    "select fn": lambda m, x: m.select(x, -1, 0),
    "unbind": lambda m, x: x.unbind(1)[2],
    "split": lambda m, x: x.split(2, 2)[1],
    "split sizes": lambda m, x: m.split(x, [1, 2], 1)[1],
    "chunk": lambda m, x: x.chunk(2, 0)[1],
    "diagonal": lambda m, x: x.diagonal(0, 1, 2),
    "diagonal offset": lambda m, x: m.diagonal(x, 1, -1, 0),
    "expand": lambda m, x: x[:, :1].expand(2, 5, 4),
    "narrow": lambda m, x: x.narrow(2, 1, 2),
    "unflatten": lambda m, x: x.unflatten(2, (2, 2)),
    "unflatten fn": lambda m, x: m.unflatten(x, 0, (1, -1)),
    "movedim": lambda m, x: x.movedim(0, 2),
    "view": lambda m, x: x.view(6, 4),
    "reshape (contiguous)": lambda m, x: x.reshape(4, 6),
    "flatten": lambda m, x: x.flatten(1),
    "transpose": lambda m, x: x.transpose(0, 2),
    "permute": lambda m, x: x.permute(2, 0, 1),
    "t": lambda m, x: x[0].t(),
    "squeeze": lambda m, x: x[:1].squeeze(0),
    "unsqueeze": lambda m, x: x.unsqueeze(1),
    "as_strided": lambda m, x: x.as_strided((2, 3), (4, 1), 1),
    "as_strided fn": lambda m, x: m.as_strided(x, (3, 2), (6, 2)),
}

COPIES = {
    "bool mask": lambda m, x: x[x > 3],
    "integer list": lambda m, x: x[[0, 1]],
    "integer tensor": lambda m, x: x[m.tensor([1])],
    "reshape (non-contiguous)": lambda m, x: x.transpose(0, 1).reshape(6, 4),
    "flip": lambda m, x: x.flip(0),
    "clone": lambda m, x: x.clone(),
    "diag": lambda m, x: x[0].diag(),
}


def _base(m):
    return m.arange(24.0).reshape(2, 3, 4).clone()  # a tensor that owns its memory


@pytest.mark.parametrize("name", list(VIEWS))
def test_view_shares_memory_base_and_version(backend, name):
    m = backend
    x = _base(m)
    v = VIEWS[name](m, x)
    assert v._base is x
    before = (version(x), version(v))
    v.add_(100) if name != "expand" else v.fill_(-1)  # an expanded view may only be filled
    assert version(x) == before[0] + 1 and version(v) == before[1] + 1
    changed = (x != _base(m)).sum().item()
    assert changed == (v.numel() if name != "expand" else 2 * 4), "the write reached the base"
    x.mul_(2)
    assert version(v) == version(x), "the base's in-place change bumps the view's counter"
    assert v._base is x


@pytest.mark.parametrize("name", list(VIEWS))
def test_view_of_a_view_has_the_root_as_base(backend, name):
    m = backend
    x = _base(m)
    first = x[:, :, :]
    assert first._base is x
    assert VIEWS[name](m, first)._base is x


@pytest.mark.parametrize("name", list(COPIES))
def test_copy_does_not_alias(backend, name):
    m = backend
    x = _base(m)
    c = COPIES[name](m, x)
    assert c._base is None
    c.add_(100)
    assert m.equal(x, _base(m))
    assert version(x) == 0


def test_detach_shares_memory_and_version_but_is_not_a_view(backend):
    m = backend
    x = _base(m)
    d = x.detach()
    assert d._base is None
    d[0, 0, 0] = -1.0
    assert x[0, 0, 0].item() == -1.0 and version(x) == 1


def test_integer_index_write_through(backend):
    m = backend
    z = m.zeros(3)
    z[0].add_(1)
    z[-1].fill_(5)
    assert z.tolist() == [1.0, 0.0, 5.0]
    rows = m.zeros(2, 3)
    for r in rows.unbind(0):
        r[1] = 7.0
    assert rows.tolist() == [[0.0, 7.0, 0.0], [0.0, 7.0, 0.0]]


def test_select_and_unflatten_errors(backend):
    m = backend
    x = m.zeros(2, 3)
    with pytest.raises(IndexError, match="select\\(\\): index 5 out of range"):
        x.select(0, 5)
    with pytest.raises(IndexError, match="select\\(\\) cannot be applied to a 0-dim tensor"):
        m.tensor(1.0).select(0, 0)
    with pytest.raises(IndexError, match="Dimension out of range"):
        x.select(2, 0)
    with pytest.raises(RuntimeError, match="don't multiply up to the size of dim 1"):
        x.unflatten(1, (2, 2))
    with pytest.raises(RuntimeError, match="sizes must be non-empty"):
        x.unflatten(1, ())
    assert x.unflatten(1, (-1, 3)).shape == (2, 1, 3)


def test_expanded_view_may_be_filled_not_updated(backend):
    m = backend
    x = m.zeros(2, 1)
    e = x.expand(2, 3)
    e.fill_(2.0)
    assert x.tolist() == [[2.0], [2.0]]
    with pytest.raises(RuntimeError, match="more than one element of the written-to tensor refers "
                                           "to a single memory location"):
        e.add_(1)


def test_as_strided_overlapping_elements_add_their_gradients(backend):
    m = backend
    x = m.tensor([0.0, 1.0, 2.0, 3.0], dtype=m.float64, requires_grad=True)
    y = x.as_strided((3, 2), (1, 1))  # rows [0, 1], [1, 2], [2, 3]
    assert y.tolist() == [[0.0, 1.0], [1.0, 2.0], [2.0, 3.0]]
    y.sum().backward()
    assert x.grad.tolist() == [1.0, 2.0, 2.0, 1.0]
    with pytest.raises(RuntimeError, match="out of bounds for storage"):
        x.detach().as_strided((3, 3), (1, 1))


def test_as_strided_of_a_non_contiguous_tensor_is_refused(backend):
    tensorplay_only(backend, "as-strided-contiguous")
    m = backend
    x = m.arange(6.0).reshape(2, 3)[:, 1:]
    with pytest.raises(RuntimeError, match="contiguous"):
        x.as_strided((2,), (1,))
    assert x.contiguous().as_strided((2,), (1,)).tolist() == [1.0, 2.0]
