"""The global random generator behind rand/randn/randint/dropout, seeded by `manual_seed`."""

from __future__ import annotations

import numpy as np


class Generator:
    """A seeded source of random numbers (wraps NumPy's PCG64)."""

    def __init__(self, device: str = "cpu"):
        self._seed = 0
        self._rng = np.random.default_rng(0)

    def manual_seed(self, seed: int) -> Generator:
        self._seed = int(seed)
        self._rng = np.random.default_rng(self._seed)
        return self

    def initial_seed(self) -> int:
        return self._seed

    def get_state(self):
        return self._rng.bit_generator.state

    def set_state(self, state) -> None:
        self._rng.bit_generator.state = state

    @property
    def rng(self) -> np.random.Generator:
        return self._rng


default_generator = Generator()


def manual_seed(seed: int) -> Generator:
    """Seed the global generator: the same seed gives the same random tensors."""
    return default_generator.manual_seed(seed)


def seed() -> int:
    s = int(np.random.SeedSequence().entropy % (2**63))
    default_generator.manual_seed(s)
    return s


def rng(generator: Generator | None = None) -> np.random.Generator:
    return (generator or default_generator).rng
