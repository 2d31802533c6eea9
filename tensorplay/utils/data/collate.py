"""Turning the samples of a batch into tensors, as torch.utils.data's collate functions do:
`default_collate` stacks a list of samples, `default_convert` converts one sample."""

from __future__ import annotations

import collections.abc
import copy
import numbers

import numpy as np

from ...core.tensor import Tensor
from .dataset import Subset, TensorDataset


def default_collate(batch):
    """Stack a list of samples into a batch: tensors are stacked along a new dim 0,
    Python ints become an int64 tensor, floats a float64 tensor (as in PyTorch),
    tuples/lists and dicts are collated field by field; strings stay a list."""
    elem = batch[0]
    if isinstance(elem, Tensor):
        arrays = [b._data for b in batch]
        shapes = {a.shape for a in arrays}
        if len(shapes) != 1:
            raise RuntimeError(f"stack expects each tensor to be equal size, but got {sorted(shapes)}")
        return Tensor._make(np.stack(arrays))
    if isinstance(elem, np.ndarray):
        return Tensor._make(np.stack(batch))
    if isinstance(elem, bool):
        return Tensor._make(np.array(batch, dtype=np.bool_))
    if isinstance(elem, numbers.Integral):
        return Tensor._make(np.array(batch, dtype=np.int64))
    if isinstance(elem, numbers.Real):
        return Tensor._make(np.array(batch, dtype=np.float64))
    if isinstance(elem, str | bytes):
        return list(batch)
    if isinstance(elem, dict):
        return {key: default_collate([d[key] for d in batch]) for key in elem}
    if isinstance(elem, tuple) and hasattr(elem, "_fields"):
        return type(elem)(*(default_collate(list(s)) for s in zip(*batch)))
    if isinstance(elem, tuple | list):
        if any(len(b) != len(elem) for b in batch):
            raise RuntimeError("each element in list of batch should be of equal size")
        out = [default_collate(list(s)) for s in zip(*batch)]
        return tuple(out) if isinstance(elem, tuple) else out
    raise TypeError(f"default_collate: batch must contain tensors, numbers, dicts or lists; "
                    f"found {type(elem).__name__}")


def default_convert(data):
    """What a DataLoader with batch_size=None does to each sample: NumPy arrays and scalars
    become tensors, inside dicts, lists and tuples too (a plain tuple becomes a list, as in
    PyTorch); anything else is returned as it is."""
    if isinstance(data, Tensor):
        return data
    if type(data).__module__ == "numpy" and not isinstance(data, np.str_ | np.bytes_):
        if isinstance(data, np.ndarray) and data.dtype.kind in "SaUO":
            return data
        return Tensor._make(np.asarray(data))
    if isinstance(data, collections.abc.Mapping):
        converted = {key: default_convert(data[key]) for key in data}
        if isinstance(data, collections.abc.MutableMapping):
            clone = copy.copy(data)
            clone.update(converted)
            return clone
        try:
            return type(data)(converted)
        except TypeError:
            return converted
    if isinstance(data, tuple) and hasattr(data, "_fields"):
        return type(data)(*(default_convert(d) for d in data))
    if isinstance(data, tuple):
        return [default_convert(d) for d in data]
    if isinstance(data, collections.abc.Sequence) and not isinstance(data, str | bytes):
        converted = [default_convert(d) for d in data]
        try:
            if isinstance(data, collections.abc.MutableSequence):
                clone = copy.copy(data)
                clone[:] = converted
                return clone
            return type(data)(converted)
        except TypeError:  # e.g. range
            return converted
    return data


def _tensor_source(dataset):
    """(tensors, index map) when batches can be cut straight out of a TensorDataset (possibly
    through a Subset): the same result as collating the samples, without the per-sample loop."""
    if isinstance(dataset, TensorDataset) and not any(t.requires_grad for t in dataset.tensors):
        return dataset.tensors, None
    if isinstance(dataset, Subset) and type(dataset.dataset) is TensorDataset:
        inner = _tensor_source(dataset.dataset)
        if inner:
            return inner[0], dataset.indices
    return None
