"""PyTorch's keyword names for arguments that also take varargs (`tp.zeros(2, 3)`,
`x.permute(1, 0)`): the same list passed by its schema name, with PyTorch's TypeErrors for a
non-sequence and for both forms at once. Runs on both backends."""

from __future__ import annotations

import numpy as np
import pytest

import tensorplay as tp

pytestmark = pytest.mark.usefixtures("backend_globals")


def _x():
    return tp.arange(6.0).reshape(2, 3)


@pytest.mark.parametrize("factory", ["zeros", "ones", "empty", "rand", "randn"])
def test_factory_size_keyword(factory):
    assert tuple(getattr(tp, factory)(size=(2, 3)).shape) == (2, 3)
    assert tuple(getattr(tp, factory)(size=[4]).shape) == (4,)


def test_new_factories_size_keyword():
    x = _x()
    assert tuple(x.new_zeros(size=(1, 2)).shape) == (1, 2)
    assert x.new_ones(size=[3]).tolist() == [1.0, 1.0, 1.0]
    assert tuple(x.new_empty(size=(2,)).shape) == (2,)


def test_shape_keywords_give_the_positional_result():
    x = _x()
    assert tp.equal(tp.flip(x, dims=[1]), tp.flip(x, [1]))
    assert tp.equal(x.flip(dims=(0, 1)), x.flip((0, 1)))
    assert tp.equal(tp.permute(x, dims=(1, 0)), x.permute(1, 0))
    assert tp.equal(tp.reshape(x, shape=(3, 2)), x.reshape(3, 2))
    assert tp.equal(x.view(size=(6,)), x.view(6))
    assert tp.equal(x.expand(size=(2, 2, 3)), x.expand(2, 2, 3))
    assert tp.equal(tp.tile(x, dims=(2,)), tp.tile(x, (2,)))
    assert tp.equal(x.repeat(repeats=(2, 1)), x.repeat(2, 1))
    assert tp.equal(tp.broadcast_to(x[:1], size=(4, 3)), x[:1].expand(4, 3))


def test_input_by_keyword():
    x = _x()
    assert np.array_equal(tp.flip(input=x, dims=[0]).numpy(), x.numpy()[::-1])


def test_keyword_takes_a_sequence_only():
    with pytest.raises(TypeError, match="must be tuple of ints, not int"):
        tp.zeros(size=3)
    with pytest.raises(TypeError, match="must be tuple of ints, not int"):
        tp.flip(_x(), dims=1)


def test_keyword_and_varargs_together_are_refused():
    with pytest.raises(TypeError, match="multiple values for argument 'size'"):
        tp.zeros(2, size=(3,))


def _shapes(parts):
    return [tuple(p.shape) for p in parts]


def test_split_family_keywords_pick_the_overload():
    x = tp.arange(12.0).reshape(2, 6)
    assert _shapes(tp.hsplit(x, sections=3)) == [(2, 2)] * 3
    assert _shapes(x.hsplit(indices=[1, 4])) == [(2, 1), (2, 3), (2, 2)]
    assert _shapes(tp.hsplit(x, 2)) == [(2, 3)] * 2
    assert _shapes(tp.vsplit(x, sections=2)) == [(1, 6)] * 2
    assert _shapes(x.vsplit(indices=[1])) == [(1, 6)] * 2
    assert _shapes(tp.dsplit(x.reshape(1, 2, 6), sections=3)) == [(1, 2, 2)] * 3
    assert _shapes(tp.tensor_split(x, sections=4, dim=1)) == [(2, 2), (2, 2), (2, 1), (2, 1)]
    assert _shapes(x.tensor_split(indices=[1, 4], dim=1)) == [(2, 1), (2, 3), (2, 2)]
    assert _shapes(tp.tensor_split(x, tp.tensor(3), dim=1)) == [(2, 2)] * 3
    assert _shapes(tp.tensor_split(x, tensor_indices_or_sections=tp.tensor([1, 4]), dim=1)) == [(2, 1), (2, 3), (2, 2)]
    assert _shapes(x.split(split_size=4, dim=1)) == [(2, 4), (2, 2)]


def test_tensor_split_checks_the_tensor_of_indices():
    x = tp.arange(6.0)
    with pytest.raises(RuntimeError, match="to have dtype of long, but got Float"):
        tp.tensor_split(x, tp.tensor([1.0, 4.0]))
    with pytest.raises(RuntimeError, match="zero-dimensional or one-dimensional tensor, but got a tensor with 2 dims"):
        tp.tensor_split(x, tp.tensor([[1, 4]]))


@pytest.mark.parametrize("name", ["rand_like", "randn_like"])
def test_like_factories_take_a_generator(name):
    g = tp.Generator().manual_seed(7)
    a = getattr(tp, name)(tp.ones(4), generator=g)
    g.manual_seed(7)
    assert tp.equal(a, getattr(tp, name)(tp.ones(4), generator=g))


def test_swapaxes_inplace_and_expand_implicit_keywords():
    x = tp.ones(2, 3)
    assert x.swapaxes_(axis0=0, axis1=1) is x and tuple(x.shape) == (3, 2)
    assert tuple(tp.ones(3).expand(size=(2, 3), implicit=True).shape) == (2, 3)
