"""Datasets and a `DataLoader`, as in `torch.utils.data` (single process)."""

from .dataloader import DataLoader, default_collate
from .dataset import ConcatDataset, Dataset, Subset, TensorDataset, random_split

__all__ = ["ConcatDataset", "DataLoader", "Dataset", "Subset", "TensorDataset", "default_collate",
           "random_split"]
